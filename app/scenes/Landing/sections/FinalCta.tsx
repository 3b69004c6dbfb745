import { site } from '@content/site';
import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';

/** The last word before the footer: start the trial. */
export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground">
        <h2
          id="final-cta-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Your next idea deserves a better home
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">
          Join {site.usersClaim} people who capture and find their notes with {site.productName}.
          Seven days free, then $1 a month.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to="/signup">Start Free Trial</Link>
        </Button>
        <p className="mt-4 text-sm opacity-90">No credit card required · Cancel anytime</p>
      </div>
    </section>
  );
}
