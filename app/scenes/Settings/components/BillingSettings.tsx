import { useSubscription } from '@app/billing/SubscriptionProvider';
import { daysUntil, useBillingActions } from '@app/billing/useBillingActions';
import { useInstanceConfig } from '@app/billing/useInstanceConfig';
import { Button } from '@app/components/ui/Button';

const planNames = { trial: 'Free trial', premium: 'Inkling ($1/month)', free: 'Free' } as const;

/** Plan, renewal or trial end, and the way to Stripe. */
export function BillingSettings() {
  const { plan_type, subscription_end } = useSubscription();
  const config = useInstanceConfig();
  const { busy, subscribe, manageBilling } = useBillingActions();

  if (config && !config.billing) {
    return (
      <p className="text-sm">
        This Inkling instance has every feature unlocked. There is nothing to pay.
      </p>
    );
  }

  const end = subscription_end
    ? new Date(subscription_end).toLocaleDateString(undefined, { dateStyle: 'long' })
    : null;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-medium">{planNames[plan_type]}</dd>
        {plan_type === 'trial' && end && (
          <>
            <dt className="text-muted-foreground">Trial ends</dt>
            <dd>
              {end} ({daysUntil(subscription_end)} days left)
            </dd>
          </>
        )}
        {plan_type === 'premium' && end && (
          <>
            <dt className="text-muted-foreground">Renews</dt>
            <dd>{end}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-3">
        {plan_type !== 'premium' && (
          <Button onClick={() => void subscribe()} disabled={busy !== null}>
            {busy === 'checkout' ? 'Opening checkout...' : 'Subscribe for $1/month'}
          </Button>
        )}
        {plan_type === 'premium' && (
          <Button variant="outline" onClick={() => void manageBilling()} disabled={busy !== null}>
            {busy === 'portal' ? 'Opening...' : 'Manage billing'}
          </Button>
        )}
      </div>
    </div>
  );
}
