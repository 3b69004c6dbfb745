import { faq } from '@content/faq';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './SectionHeading';

/**
 * The FAQ accordion: `<details name>` makes the browser keep one item open at
 * a time, and a click on the open one collapses it. No script needed, so it
 * works before the page's JavaScript has loaded and costs it nothing.
 */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-20">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
      <div className="mt-10 divide-y divide-border rounded-2xl border border-border bg-card">
        {faq.map((entry, index) => (
          <details key={entry.question} id={`item-${index}`} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 font-medium [&::-webkit-details-marker]:hidden">
              <h3>{entry.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-6 pb-5 text-muted-foreground">{entry.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        More answers on the{' '}
        <Link to="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
          FAQ page
        </Link>
        .
      </p>
    </section>
  );
}
