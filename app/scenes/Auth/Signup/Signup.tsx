import { MIN_PASSWORD_LENGTH, PRODUCT_NAME } from '@common/constants';
import { isValidEmail } from '@common/validation/email';
import { site } from '@content/site';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { authClient } from '@app/auth/authClient';
import { placeSignUpError, unexpectedErrorToast } from '@app/auth/authErrors';
import { safeNext } from '@app/auth/safeNext';
import { FieldError } from '@app/components/form/FieldMessage';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Input, Label } from '@app/components/ui/Input';
import { useEmailSuggestion } from '@app/hooks/useEmailSuggestion';
import { templateFromSearch, useSignedInHandoff } from '@app/scenes/Site/Templates/templateHandoff';
import { AuthLayout, Divider } from '../components/AuthLayout';
import { GoogleButton } from '../components/GoogleButton';
import { seoMeta } from '@app/lib/seo';
import { saveBrowserTimeZone } from '@app/journal/saveBrowserTimeZone';

export function meta() {
  return seoMeta({
    title: `Create your account — ${PRODUCT_NAME}`,
    description: `Start your 7-day free trial of ${PRODUCT_NAME}: notes, a daily journal, tags, search and templates. No credit card required.`,
    path: '/signup',
    noindex: true,
  });
}

interface Errors {
  email?: string;
  password?: string;
  /** Offer a link to sign in instead (the address is already registered). */
  emailTaken?: boolean;
}

export default function Signup() {
  // Signed in (now or already): on to the note made from a picked template, else to `next`.
  const handingOff = useSignedInHandoff();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const template = templateFromSearch(params);
  const { announce } = useAuth();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const suggestion = useEmailSuggestion(email);
  const next = params.get('next');

  const emailValid = isValidEmail(email);
  const passwordValid = password.length >= MIN_PASSWORD_LENGTH;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!emailValid) found.email = 'Please enter a valid email address';
    if (!passwordValid)
      found.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    setErrors(found);
    if (found.email || found.password) return;

    setBusy(true);
    try {
      const trimmed = email.trim();
      const { error } = await authClient.signUp.email({
        email: trimmed,
        password,
        name: trimmed.split('@')[0] ?? trimmed,
      });
      if (error) {
        const placement = placeSignUpError(error);
        if (placement.field === 'toast')
          toast({ title: 'Error', description: placement.message, variant: 'destructive' });
        else if (placement.field === 'email')
          setErrors({ email: placement.message, emailTaken: placement.offerSignIn ?? false });
        else setErrors({ password: placement.message });
        return;
      }
      await announce('signed-in');
      // The journal's days are the user's own: start them in this browser's time zone.
      await saveBrowserTimeZone();
      // With a template, useSignedInHandoff opens the new note once the user is known.
      if (!template) await navigate(safeNext(next), { replace: true });
    } catch (error) {
      console.error('Sign-up failed', error);
      toast(unexpectedErrorToast);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="7-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="signup-email">Email</Label>
          <div className="relative">
            <Input
              id="signup-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors(({ password: passwordError }) => ({ password: passwordError }));
              }}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'signup-email-error' : undefined}
              className="pr-10"
            />
            {emailValid && !errors.email && <ValidMark label="Valid email address" />}
          </div>
          <FieldError id="signup-email-error">
            {errors.email}
            {errors.emailTaken && (
              <>
                {' '}
                <Link to="/login" className="font-medium underline underline-offset-4">
                  Sign in instead?
                </Link>
              </>
            )}
          </FieldError>
          {suggestion && (
            <button
              type="button"
              onClick={() => setEmail(suggestion)}
              className="justify-self-start text-left text-sm text-primary underline-offset-4 hover:underline"
            >
              Did you mean {suggestion}?
            </button>
          )}
        </div>

        <div className="grid gap-2">
          <Label htmlFor="signup-password">Password</Label>
          <div className="relative">
            <PasswordInput
              id="signup-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors(({ email: emailError, emailTaken }) => ({
                  email: emailError,
                  emailTaken,
                }));
              }}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={
                errors.password
                  ? 'signup-password-error signup-password-hint'
                  : 'signup-password-hint'
              }
            />
            {passwordValid && !errors.password && (
              <ValidMark label="Password is long enough" className="right-11" />
            )}
          </div>
          <p id="signup-password-hint" className="text-xs text-muted-foreground">
            Minimum 6 characters
          </p>
          <FieldError id="signup-password-error">{errors.password}</FieldError>
        </div>

        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>

      <Divider>or</Divider>
      <GoogleButton label="Sign up with Google" />
      <p className="mt-6 text-center text-sm font-medium">Join {site.usersClaim} users</p>

      {(busy || handingOff) && <CreatingAccountOverlay />}
    </AuthLayout>
  );
}

function ValidMark({ label, className = 'right-3' }: { label: string; className?: string }) {
  return (
    <span className={`pointer-events-none absolute inset-y-0 flex items-center ${className}`}>
      <CheckCircle2 className="size-5 text-success" aria-label={label} role="img" />
    </span>
  );
}

function CreatingAccountOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/95 text-center"
    >
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      <p className="text-lg font-semibold">Creating your account...</p>
      <p className="text-sm text-muted-foreground">
        {PRODUCT_NAME} is preparing everything for you.
      </p>
    </div>
  );
}
