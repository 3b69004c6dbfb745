import { Laptop, Smartphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { queryClient } from '@app/lib/queryClient';
import { useSignOutGuard } from '@app/offline/SignOutGuard';
import {
  useRevokeSessionMutation,
  useSessionsQuery,
  useSignOutEverywhereMutation,
} from '@app/queries/accountQueries';

/** "Chrome on Linux" from a user agent, good enough to recognise a device. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${system}`;
}

export function SessionList() {
  const { toast } = useToast();
  const { announce } = useAuth();
  const navigate = useNavigate();
  const sessions = useSessionsQuery();
  const { requestSignOut } = useSignOutGuard();

  const revoke = useRevokeSessionMutation({
    onError: (error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  const signOutEverywhere = useSignOutEverywhereMutation({
    onSuccess: async () => {
      queryClient.clear();
      await announce('signed-out');
      await navigate('/login', { replace: true });
    },
    onError: (error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  if (sessions.isPending)
    return <p className="text-sm text-muted-foreground">Loading your devices…</p>;
  if (sessions.isError) return <p className="text-sm text-destructive">{sessions.error.message}</p>;

  return (
    <div className="grid gap-4">
      <ul
        className="divide-y divide-border rounded-xl border border-border"
        aria-label="Signed-in devices"
      >
        {sessions.data.map((s) => {
          const mobile = /Mobile|Android|iPhone/.test(s.userAgent ?? '');
          const Icon = mobile ? Smartphone : Laptop;
          return (
            <li key={s.id} className="flex items-center gap-3 p-4">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {describeUserAgent(s.userAgent)}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}active{' '}
                  {new Date(s.updatedAt).toLocaleString()}
                </p>
              </div>
              {!s.current && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(s.id)}
                  aria-label={`Sign out ${describeUserAgent(s.userAgent)}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={signOutEverywhere.isPending}
        onClick={() => requestSignOut(() => signOutEverywhere.mutateAsync().catch(() => undefined))}
      >
        Sign out everywhere
      </Button>
    </div>
  );
}
