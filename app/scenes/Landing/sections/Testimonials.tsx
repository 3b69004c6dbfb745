import type { Testimonial } from '@common/schemas/content';
import { Clock } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

/** What three users say, with the time Inkling saves them. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Loved by note-takers"
          title="Less searching, more doing"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6">
                <blockquote className="flex-1 text-pretty">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
                  <span className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">
                    <Clock className="size-3.5" aria-hidden />
                    {testimonial.timeSaved}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
