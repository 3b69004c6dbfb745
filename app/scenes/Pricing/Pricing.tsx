import {
  COMPETITOR_PRICE_USD_PER_MONTH,
  DEFAULT_FREE_AI_LIMIT,
  FREE_TRIAL_DAYS,
  PRICE_USD_PER_MONTH,
  PRODUCT_NAME,
} from '@common/constants';
import { planIncludes } from '@content/plan';
import { site } from '@content/site';
import { Check, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { useSubscription } from '@app/billing/SubscriptionProvider';
import { useBillingActions } from '@app/billing/useBillingActions';
import { useInstanceConfig } from '@app/billing/useInstanceConfig';
import { Button } from '@app/components/ui/Button';
import { SiteFooter } from '@app/scenes/Landing/components/SiteFooter';
import { SiteHeader } from '@app/scenes/Landing/components/SiteHeader';
import { seoMeta } from '@app/lib/seo';

export function meta() {
  return seoMeta({
    title: `Pricing — ${PRODUCT_NAME}: every feature for $${PRICE_USD_PER_MONTH}/month`,
    description: `${PRODUCT_NAME} costs $${PRICE_USD_PER_MONTH} a month with every feature included, after a ${FREE_TRIAL_DAYS}-day free trial. No credit card to start, cancel anytime.`,
    path: '/pricing',
  });
}

const questions = [
  {
    q: 'Do I need a credit card for the trial?',
    a: `No. Sign up with your e-mail and use every feature for ${FREE_TRIAL_DAYS} days, AI included.`,
  },
  {
    q: 'What happens when the trial ends?',
    a: `Your notes stay yours, always: you keep reading, writing and searching them, and every feature stays. Without a subscription, AI is limited to ${DEFAULT_FREE_AI_LIMIT} uses a day, renewed at midnight UTC.`,
  },
  {
    q: 'What counts as an AI use?',
    a: 'One answer: a reply from the assistant, a note written from a request, an action inside a note, an answer from your notes, a photo’s text tidied by AI, or a recording transcribed (one use per recording). Reading the text in a photo uses none, and a request that fails or that you stop uses none. With a subscription there is no daily count, only a fair-use ceiling.',
  },
  {
    q: 'How do I cancel?',
    a: 'From Settings → Billing → Manage billing, any time. You keep premium until the end of the month you paid for.',
  },
];

/** The price, what it includes, and (signed in) the way to subscribe. */
export default function Pricing() {
  const { user } = useAuth();
  const { plan_type } = useSubscription();
  const config = useInstanceConfig();
  const { busy, subscribe, manageBilling } = useBillingActions();

  const action = !user ? (
    <Button asChild size="lg" className="w-full">
      <Link to="/signup">Start Free Trial</Link>
    </Button>
  ) : config && !config.billing ? (
    <p className="rounded-lg bg-accent p-3 text-center text-sm text-accent-foreground">
      This {PRODUCT_NAME} instance has every feature unlocked: there is nothing to pay.
    </p>
  ) : plan_type === 'premium' ? (
    <Button
      size="lg"
      variant="outline"
      className="w-full"
      onClick={() => void manageBilling()}
      disabled={busy !== null}
    >
      {busy === 'portal' ? 'Opening...' : 'You are subscribed · Manage billing'}
    </Button>
  ) : (
    <Button size="lg" className="w-full" onClick={() => void subscribe()} disabled={busy !== null}>
      {busy === 'checkout' ? 'Opening checkout...' : 'Subscribe'}
    </Button>
  );

  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-5xl px-4 py-16">
        <div className="text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            One plan. Everything included.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Try every feature free for {FREE_TRIAL_DAYS} days, no credit card required. Then $
            {PRICE_USD_PER_MONTH} a month, a tenth of the ${COMPETITOR_PRICE_USD_PER_MONTH} other
            note apps ask. Cancel anytime.
          </p>
        </div>

        <section
          aria-labelledby="plan-title"
          className="mx-auto mt-12 max-w-md rounded-2xl border-2 border-primary bg-card p-8 shadow-sm"
        >
          <h2 id="plan-title" className="text-lg font-semibold">
            {PRODUCT_NAME}
          </h2>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-5xl font-bold">${PRICE_USD_PER_MONTH}</span>
            <span className="text-muted-foreground">/ month</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            after your {FREE_TRIAL_DAYS}-day free trial
          </p>
          <ul className="mt-6 grid gap-3 text-sm">
            {planIncludes.map(({ item, planned }) =>
              planned ? (
                <li key={item} className="flex gap-2 text-muted-foreground">
                  <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    {item} <span className="font-medium">(on the roadmap)</span>
                  </span>
                </li>
              ) : (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  {item}
                </li>
              ),
            )}
          </ul>
          <div className="mt-8">{action}</div>
          <p className="mt-4 text-center text-xs text-muted-foreground">
            Rated {site.rating.value}/{site.rating.best} by{' '}
            {site.rating.reviewCount.toLocaleString('en-US')} reviewers · Join {site.usersClaim}{' '}
            users
          </p>
        </section>

        <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-2xl">
          <h2 id="pricing-faq" className="text-2xl font-bold">
            Questions about billing
          </h2>
          <dl className="mt-6 grid gap-6">
            {questions.map(({ q, a }) => (
              <div key={q}>
                <dt className="font-semibold">{q}</dt>
                <dd className="mt-1 text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
