import { LogOut, Settings, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { authClient } from '@app/auth/authClient';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';
import { Tooltip } from '@app/components/ui/Tooltip';
import { queryClient } from '@app/lib/queryClient';
import { useSignOutGuard } from '@app/offline/SignOutGuard';

export function UserMenu() {
  const { email, announce } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { requestSignOut } = useSignOutGuard();

  // Deletes what the device keeps (note copies, outbox, cache) once signed out: see sessionStore.
  const signOut = async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast({
        title: 'Error',
        description: error.message ?? 'Could not sign out. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    queryClient.clear();
    await announce('signed-out');
    await navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu>
      <Tooltip content="Account">
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <UserRound aria-hidden />
          </Button>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="truncate">{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => requestSignOut(signOut)}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
