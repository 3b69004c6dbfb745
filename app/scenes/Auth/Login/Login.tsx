import { PRODUCT_NAME } from '@common/constants';
import { Fingerprint } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { authClient } from '@app/auth/authClient';
import { signInErrorMessage, unexpectedErrorToast } from '@app/auth/authErrors';
import {
  isBiometricAvailable,
  isBiometricEnabled,
  unlockWithBiometric,
  type UnlockResult,
} from '@app/auth/biometric';
import { safeNext } from '@app/auth/safeNext';
import { sessionStore } from '@app/auth/sessionStore';
import { FormField } from '@app/components/form/FormField';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { useRedirectSignedIn } from '@app/hooks/useRedirectSignedIn';
import { deviceSettings } from '@app/lib/deviceSettings';
import { AuthLayout, Divider } from '../components/AuthLayout';
import { BiometricOfferActions } from '../components/BiometricOffer';
import { GoogleButton } from '../components/GoogleButton';
import { seoMeta } from '@app/lib/seo';

export function meta() {
  return seoMeta({
    title: `Sign in — ${PRODUCT_NAME}`,
    description: `Sign in to ${PRODUCT_NAME} with your e-mail and password, Google, or biometric unlock on this device.`,
    path: '/login',
    noindex: true,
  });
}

export default function Login() {
  useRedirectSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { announce } = useAuth();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [biometricReady, setBiometricReady] = useState(false);
  const triedOnLoad = useRef(false);
  // Read once on arrival: right after a deliberate sign-out, do not prompt for the device at once.
  const [justSignedOut] = useState(sessionStore.signedOutHere);

  const finishSignIn = async () => {
    await announce('signed-in');
    await navigate(next, { replace: true });
  };

  /** The device check itself; its own toasts for "unavailable" and real failures. */
  const runBiometricCheck = async (): Promise<UnlockResult> => {
    const result = await unlockWithBiometric();
    if (result === 'unavailable') {
      toast({
        title: 'Biometric not available',
        description: "Your device doesn't support biometric authentication",
        variant: 'destructive',
      });
    } else if (result === 'failed') {
      toast({
        title: 'Authentication failed',
        description: 'Please try again or use your password',
        variant: 'destructive',
      });
    }
    return result;
  };

  useEffect(() => {
    if (triedOnLoad.current) return;
    triedOnLoad.current = true;
    void (async () => {
      if (!(await isBiometricEnabled()) || !(await isBiometricAvailable())) return;
      setBiometricReady(true);
      // Right after a deliberate sign-out, offer the button but do not prompt at once.
      if (justSignedOut) {
        sessionStore.forgetSignedOutHere();
        return;
      }
      if ((await unlockWithBiometric()) === 'signed-in') await finishSignIn();
    })();
    // Runs once on load, as the seed's screen does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleBiometric = async () => {
    const result = await runBiometricCheck();
    if (result === 'signed-in') await finishSignIn();
    else if (result === 'cancelled') {
      toast({
        title: 'Biometric authentication failed',
        description: 'Please sign in with your password',
        variant: 'destructive',
      });
    }
  };

  const offerBiometric = async () => {
    if (biometricReady || !(await isBiometricAvailable())) return;
    if ((await deviceSettings.get('prompt_biometric')) === 'dismissed') return;
    let id = '';
    id = toast({
      title: 'Enable biometric unlock?',
      description: 'Next time, unlock Inkling with Face ID or Touch ID instead of your password.',
      action: <BiometricOfferActions toastId={() => id} />,
    }).id;
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        toast({ title: 'Error', description: signInErrorMessage(error), variant: 'destructive' });
        return;
      }
      await finishSignIn();
      await offerBiometric();
    } catch (error) {
      console.error('Sign-in failed', error);
      toast(unexpectedErrorToast);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={`Sign in to your ${PRODUCT_NAME} account`}
      footer={
        <>
          New to {PRODUCT_NAME}?{' '}
          <Link
            to={params.get('next') ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      {biometricReady && (
        <>
          <Button
            size="lg"
            variant="secondary"
            className="w-full"
            onClick={() => void handleBiometric()}
          >
            <Fingerprint aria-hidden />
            Unlock with Face ID / Touch ID
          </Button>
          <Divider>Or continue with password</Divider>
        </>
      )}

      <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-5">
        <FormField id="login-email" label="Email">
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="username webauthn"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="login-password"
          label="Password"
          labelAside={
            <Link
              to="/forgot-password"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          {(field) => (
            <PasswordInput
              {...field}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>

      <Divider>or</Divider>
      <GoogleButton label="Sign in with Google" />
    </AuthLayout>
  );
}
