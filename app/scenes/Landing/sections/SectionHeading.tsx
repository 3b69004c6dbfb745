import type { ReactNode } from 'react';
import { InDevelopment } from './InDevelopment';

/** The eyebrow, heading and lead paragraph every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  inDevelopment = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  /** The section shows a feature that is on the roadmap, not in the app yet. */
  inDevelopment?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {inDevelopment && <InDevelopment className="mt-3" />}
      {children && <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p>}
    </div>
  );
}
