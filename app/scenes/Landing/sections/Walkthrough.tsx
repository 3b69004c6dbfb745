import type { LucideIcon } from 'lucide-react';

export interface WalkthroughStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Numbered steps in a row (a list, so screen readers hear "1 of 4"). */
export function Walkthrough({
  steps,
  label,
  columns,
}: {
  steps: WalkthroughStep[];
  label: string;
  /** Columns on wide screens (a literal Tailwind class, so the build keeps it). */
  columns: 'md:grid-cols-3' | 'lg:grid-cols-4';
}) {
  return (
    <ol aria-label={label} className={`mt-12 grid gap-4 sm:grid-cols-2 ${columns}`}>
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="relative rounded-2xl border border-border bg-card p-6">
          <span className="flex items-center gap-3">
            <span
              className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              aria-hidden
            >
              {index + 1}
            </span>
            <Icon className="size-5 text-primary" aria-hidden />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ol>
  );
}
