import { PRODUCT_NAME } from '@common/constants';
import { isValidEmail } from '@common/validation/email';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authClient } from '@app/auth/authClient';
import { signInErrorMessage } from '@app/auth/authErrors';
import { FormField } from '@app/components/form/FormField';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { AuthLayout } from '../components/AuthLayout';
import { seoMeta } from '@app/lib/seo';

export function meta() {
  return seoMeta({
    title: `Reset your password — ${PRODUCT_NAME}`,
    description: `Forgot your ${PRODUCT_NAME} password? Enter your e-mail and we send you a link to choose a new one.`,
    path: '/forgot-password',
    noindex: true,
  });
}

export default function ForgotPassword() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid email address');
      return;
    }
    setBusy(true);
    try {
      const result = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/reset-password',
      });
      if (result.error)
        toast({
          title: 'Error',
          description: signInErrorMessage(result.error),
          variant: 'destructive',
        });
      else setSentTo(email.trim());
    } finally {
      setBusy(false);
    }
  };

  const backToSignIn = (
    <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail" footer={backToSignIn}>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-success" aria-hidden />
          <p>
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent
            it a link to choose a new password. The link works for one hour.
          </p>
          <p className="text-sm text-muted-foreground">
            Nothing arrived? Check your spam folder, or try again in a minute.
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-5">
        <FormField id="forgot-email" label="Email" error={error}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
