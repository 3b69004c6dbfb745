import { MIN_PASSWORD_LENGTH } from '@common/constants';
import { useState, type FormEvent } from 'react';
import { authClient } from '@app/auth/authClient';
import { FieldError } from '@app/components/form/FieldMessage';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Label } from '@app/components/ui/Input';
import { queryClient } from '@app/lib/queryClient';

export function ChangePasswordForm() {
  const { toast } = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!currentPassword) found.current = 'Enter your current password';
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      found.next = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    setErrors(found);
    if (found.current || found.next) return;
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: signOutOthers,
      });
      if (error) {
        if (error.code === 'INVALID_PASSWORD')
          setErrors({ current: 'That is not your current password' });
        else
          toast({
            title: 'Error',
            description: error.message ?? 'Could not change the password.',
            variant: 'destructive',
          });
        return;
      }
      setCurrentPassword('');
      setNewPassword('');
      await queryClient.invalidateQueries({ queryKey: ['sessions'] });
      toast({
        title: 'Password changed',
        description: signOutOthers ? 'Your other devices have been signed out.' : undefined,
        variant: 'success',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid max-w-md gap-4">
      <div className="grid gap-2">
        <Label htmlFor="current-password">Current password</Label>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors((e) => ({ ...e, current: undefined }));
          }}
          aria-invalid={Boolean(errors.current)}
          aria-describedby={errors.current ? 'current-password-error' : undefined}
        />
        <FieldError id="current-password-error">{errors.current}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="new-password">New password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setErrors((e) => ({ ...e, next: undefined }));
          }}
          aria-invalid={Boolean(errors.next)}
          aria-describedby={
            errors.next ? 'new-password-error new-password-hint' : 'new-password-hint'
          }
        />
        <p id="new-password-hint" className="text-xs text-muted-foreground">
          Minimum 6 characters
        </p>
        <FieldError id="new-password-error">{errors.next}</FieldError>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
          className="size-4 accent-primary"
        />
        Sign out my other devices
      </label>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
