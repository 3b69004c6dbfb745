import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { authClient } from '@app/auth/authClient';
import { FormField } from '@app/components/form/FormField';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@app/components/ui/Dialog';
import { deviceSettings } from '@app/lib/deviceSettings';
import { queryClient } from '@app/lib/queryClient';

/** Deletes the account and everything in it, after the password confirms it. */
export function DeleteAccount() {
  const { announce } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to confirm');
      return;
    }
    setBusy(true);
    try {
      const result = await authClient.deleteUser({ password });
      if (result.error) {
        setError(
          result.error.code === 'INVALID_PASSWORD'
            ? 'That is not your password'
            : (result.error.message ?? 'Could not delete the account'),
        );
        return;
      }
      await Promise.all([
        deviceSettings.remove('biometric_session'),
        deviceSettings.set('biometric_enabled', 'false'),
      ]);
      queryClient.clear();
      await announce('signed-out');
      toast({
        title: 'Account deleted',
        description: 'Your account and everything in it are gone.',
      });
      await navigate('/', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your account, your notes and everything else in it, on every device. It
          cannot be undone.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <FormField id="delete-password" label="Password" error={error}>
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete my account forever'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
