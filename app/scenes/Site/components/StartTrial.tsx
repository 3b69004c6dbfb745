import { FREE_TRIAL_DAYS, PRICE_USD_PER_MONTH, PRODUCT_NAME } from '@common/constants';
import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';

/** The closing call to action of a public page. */
export function StartTrial({ heading = `Try ${PRODUCT_NAME} free` }: { heading?: string }) {
  return (
    <section
      aria-labelledby="start-trial"
      className="mt-16 rounded-2xl border border-border bg-accent/60 p-8 text-center"
    >
      <h2 id="start-trial" className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-3 text-muted-foreground">
        {FREE_TRIAL_DAYS}-day free trial, no credit card required. Then ${PRICE_USD_PER_MONTH} a
        month with every feature included. Cancel anytime.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/signup">Start Free Trial</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </div>
    </section>
  );
}
