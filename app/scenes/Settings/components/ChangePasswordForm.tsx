import { MIN_PASSWORD_LENGTH } from '@common/constants';
import { useState, type FormEvent } from 'react';
import { authClient } from '@app/auth/authClient';
import { FormField } from '@app/components/form/FormField';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { useRefreshSessions } from '@app/queries/accountQueries';

export function ChangePasswordForm() {
  const { toast } = useToast();
  const refreshSessions = useRefreshSessions();
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
      await refreshSessions();
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
      <FormField id="current-password" label="Current password" error={errors.current}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.target.value);
              setErrors((e) => ({ ...e, current: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField
        id="new-password"
        label="New password"
        hint="Minimum 6 characters"
        error={errors.next}
      >
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.target.value);
              setErrors((e) => ({ ...e, next: undefined }));
            }}
          />
        )}
      </FormField>
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
