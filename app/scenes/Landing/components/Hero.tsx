import { site } from '@content/site';
import { Check, Star } from '@app/components/icons/shellIcons';
import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';

const reassurances = ['No credit card required', '7-day free trial', 'Cancel anytime'];

/**
 * 1247 → "1,247". Not `toLocaleString`: its first call in a page loads the
 * browser's number-formatting data, tens of milliseconds of main thread
 * before the page answers a tap (more on a phone).
 */
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function Hero() {
  const { rating } = site;
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto max-w-4xl px-4 pt-20 pb-16 text-center sm:pt-28"
    >
      <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
        Capture a thought in seconds. <span className="text-primary">Find it again instantly.</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
        {site.productName} keeps your notes, your journal and your habits in one calm place: a fast
        editor, tags, instant search, a daily journal, a habit tracker, templates, live sync and
        share links. Ask AI for a study guide and get a formatted note you can share, or ask your
        notes a question and get an answer from them alone.
      </p>
      <p className="mt-6 inline-flex items-center gap-2 text-sm">
        <span className="flex text-amber-500" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        <span>
          <strong>
            {rating.value} out of {rating.best}
          </strong>{' '}
          from {withThousands(rating.reviewCount)} reviews
        </span>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/signup">Start Free Trial</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </div>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
        {reassurances.map((text) => (
          <li key={text} className="flex items-center gap-1.5">
            <Check className="size-4 text-success" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
