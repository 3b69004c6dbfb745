import { PRODUCT_NAME } from '@common/constants';
import { Fingerprint, KeyRound, Palette } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { useSubscription } from '@app/billing/SubscriptionProvider';
import { useToast } from '@app/components/toast/ToastProvider';
import { AiUsageMeter } from './AiUsageMeter';

export function meta() {
  return [{ title: `Dashboard — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

const accountLinks = [
  {
    icon: Fingerprint,
    title: 'Biometric unlock',
    text: 'Sign in with Face ID or Touch ID on this device.',
    hash: '#security',
  },
  {
    icon: KeyRound,
    title: 'Password and devices',
    text: 'Change your password and see where you are signed in.',
    hash: '#account',
  },
  {
    icon: Palette,
    title: 'Appearance',
    text: 'Light, dark, or follow your system.',
    hash: '#appearance',
  },
];

/** The signed-in home. The notes list joins it with the notes feature. */
/** Back from Stripe Checkout: say thanks once, and check the subscription at once. */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const { refresh } = useSubscription();
  const { toast } = useToast();
  const returned = params.get('checkout') === 'success';
  useEffect(() => {
    if (!returned) return;
    toast({
      title: 'Welcome to Inkling premium',
      description: 'Thank you for subscribing: every feature is yours.',
      variant: 'success',
    });
    void refresh();
    setParams({}, { replace: true });
  }, [returned, refresh, setParams, toast]);
}

export default function Dashboard() {
  useCheckoutReturn();
  const { user } = useAuth();
  const memberSince = user
    ? new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' })
    : '';
  return (
    <div className="grid gap-8">
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="text-3xl font-bold tracking-tight">
          Welcome to {PRODUCT_NAME}
        </h1>
        <p className="mt-2 text-muted-foreground">
          Signed in as <strong className="text-foreground">{user?.email}</strong>
          {memberSince && <> · member since {memberSince}</>}
        </p>
      </section>
      <AiUsageMeter />
      <section aria-labelledby="account-title">
        <h2 id="account-title" className="text-lg font-semibold">
          Your account
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {accountLinks.map(({ icon: Icon, title, text, hash }) => (
            <li key={title}>
              <Link
                to={`/settings${hash}`}
                className="block h-full rounded-xl border border-border bg-card p-5 hover:border-primary"
              >
                <Icon className="size-5 text-primary" aria-hidden />
                <h3 className="mt-3 font-medium">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
