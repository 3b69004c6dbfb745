import type { Competitor } from '@common/schemas/content';
import { FREE_TRIAL_DAYS, PRICE_USD_PER_MONTH, PRODUCT_NAME } from '@common/constants';

/** "2026-03" → "March 2026". */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Both prices side by side, with when and where the competitor's was checked. */
export function PriceComparison({ competitor }: { competitor: Competitor }) {
  const { pricing } = competitor;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl border-2 border-primary bg-card p-5">
        <h3 className="font-semibold">{PRODUCT_NAME}</h3>
        <p className="mt-2 text-sm">
          {FREE_TRIAL_DAYS}-day free trial with no credit card, then ${PRICE_USD_PER_MONTH} a month
          with every feature included. Cancel anytime.
        </p>
      </div>
      <div className="rounded-xl border border-border bg-card p-5">
        <h3 className="font-semibold">{competitor.name}</h3>
        <dl className="mt-2 grid gap-2 text-sm">
          <div>
            <dt className="font-medium">Free</dt>
            <dd className="text-muted-foreground">{pricing.free}</dd>
          </div>
          <div>
            <dt className="font-medium">Paid</dt>
            <dd className="text-muted-foreground">{pricing.paid}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Checked in {formatMonth(pricing.checked)} on{' '}
          <a
            href={pricing.source}
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            {competitor.maker}’s pricing page
          </a>
          . Prices change: check the source before you decide.
        </p>
      </div>
    </div>
  );
}

/** Two honest lists: who each product suits better. */
export function WhoSuits({ competitor }: { competitor: Competitor }) {
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="font-semibold">{competitor.name} suits better</h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground">
          {competitor.suitsBetter.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">{PRODUCT_NAME} suits better</h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground">
          {competitor.inklingSuitsBetter.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
