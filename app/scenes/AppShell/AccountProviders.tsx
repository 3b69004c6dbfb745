import { Outlet } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { AiUsageProvider } from '@app/billing/AiUsageProvider';
import { SubscriptionProvider } from '@app/billing/SubscriptionProvider';

/**
 * Subscription and AI-usage checks for the screens that show them (the app
 * and the pricing page). They run only while someone is signed in; the
 * landing page does without them.
 */
export default function AccountProviders() {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  // Keyed by user, so one account never sees the last one's plan, even for a moment.
  const key = user?.id ?? 'visitor';
  return (
    <SubscriptionProvider key={key} enabled={signedIn}>
      <AiUsageProvider key={key} enabled={signedIn}>
        <Outlet />
      </AiUsageProvider>
    </SubscriptionProvider>
  );
}
