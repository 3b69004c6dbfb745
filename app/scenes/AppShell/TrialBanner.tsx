import { Sparkles } from 'lucide-react';
import { useSubscription } from '@app/billing/SubscriptionProvider';
import { daysUntil, useBillingActions } from '@app/billing/useBillingActions';
import { useInstanceConfig } from '@app/billing/useInstanceConfig';
import { Button } from '@app/components/ui/Button';

/** Days left in the trial (or that it has ended), with a way to subscribe. */
export function TrialBanner() {
  const { plan_type, subscription_end } = useSubscription();
  const config = useInstanceConfig();
  const { busy, subscribe } = useBillingActions();
  if (!config?.billing || plan_type === 'premium') return null;

  const days = daysUntil(subscription_end);
  const message =
    plan_type === 'trial'
      ? `Your free trial ends in ${days} ${days === 1 ? 'day' : 'days'}.`
      : 'Your free trial has ended. Your notes stay yours; AI is limited to 3 uses a day.';

  return (
    <div
      role="region"
      aria-label="Trial"
      className="border-b border-border bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <Sparkles className="size-4" aria-hidden />
        <p className="flex-1">
          {message} Everything for <strong>$1/month</strong>, cancel anytime.
        </p>
        <Button size="sm" onClick={() => void subscribe()} disabled={busy !== null}>
          {busy === 'checkout' ? 'Opening checkout...' : 'Subscribe'}
        </Button>
      </div>
    </div>
  );
}
