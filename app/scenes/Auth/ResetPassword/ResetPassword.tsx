import { MIN_PASSWORD_LENGTH, PRODUCT_NAME } from '@common/constants';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authClient } from '@app/auth/authClient';
import { FormField } from '@app/components/form/FormField';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { AuthLayout } from '../components/AuthLayout';

export function meta() {
  return [
    { title: `Choose a new password — ${PRODUCT_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** Where the e-mailed link lands (`?token=…`, or `?error=INVALID_TOKEN` when it has expired). */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!token || params.get('error')) {
    return (
      <AuthLayout
        title="This link has expired"
        footer={
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        }
      >
        <p className="text-center">
          Reset links work once, for one hour. Ask for a new one and use it within the hour.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </AuthLayout>
    );
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      return;
    }
    setBusy(true);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error) {
        setError(
          result.error.code === 'INVALID_TOKEN'
            ? 'This link has expired. Ask for a new one.'
            : (result.error.message ?? 'Could not change the password.'),
        );
        return;
      }
      toast({
        title: 'Password changed',
        description: 'Sign in with your new password.',
        variant: 'success',
      });
      await navigate('/login', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-5">
        <FormField
          id="reset-password"
          label="New password"
          hint="Minimum 6 characters"
          error={error}
        >
          {(field) => (
            <PasswordInput
              {...field}
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
