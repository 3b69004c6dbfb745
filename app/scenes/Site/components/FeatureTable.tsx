import type { Competitor } from '@common/schemas/content';
import { PRODUCT_NAME } from '@common/constants';
import { Check, CircleDashed, X } from 'lucide-react';

type Support = Competitor['features'][number]['inkling'];

const support = {
  yes: { label: 'Yes', Icon: Check, className: 'text-success' },
  partial: { label: 'Partly', Icon: CircleDashed, className: 'text-amber-700 dark:text-amber-300' },
  no: { label: 'No', Icon: X, className: 'text-muted-foreground' },
} as const;

/** A mark and its word: the meaning never rests on the icon or colour alone. */
function SupportMark({ value }: { value: Support }) {
  const { label, Icon, className } = support[value];
  return (
    <span className={`inline-flex items-center gap-1.5 font-medium ${className}`}>
      <Icon className="size-4 shrink-0" aria-hidden />
      {label}
    </span>
  );
}

/** What the marks mean, shown once above the table. */
export function FeatureLegend() {
  return (
    <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
      <span>Legend:</span>
      <span className="inline-flex items-center gap-1.5">
        <SupportMark value="yes" /> built in
      </span>
      <span className="inline-flex items-center gap-1.5">
        <SupportMark value="partial" /> in part, or with set-up
      </span>
      <span className="inline-flex items-center gap-1.5">
        <SupportMark value="no" /> not available
      </span>
    </p>
  );
}

/** The feature-by-feature table of Inkling against one competitor. */
export function FeatureTable({ competitor, caption }: { competitor: Competitor; caption: string }) {
  return (
    <div className="mt-4 grid gap-3">
      <FeatureLegend />
      {/* On a phone the table wraps to the screen; a focusable region in case it still scrolls. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border"
      >
        <table className="w-full text-left text-sm sm:min-w-[36rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Feature
              </th>
              <th scope="col" className="p-3 font-semibold">
                {PRODUCT_NAME}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {competitor.name}
              </th>
              <th scope="col" className="p-3 font-semibold">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {competitor.features.map((row) => (
              <tr key={row.feature} className="border-t border-border align-top">
                <th scope="row" className="p-3 font-medium">
                  {row.feature}
                </th>
                <td className="p-3 whitespace-nowrap">
                  <SupportMark value={row.inkling} />
                </td>
                <td className="p-3 whitespace-nowrap">
                  <SupportMark value={row.them} />
                </td>
                <td className="p-3 text-muted-foreground">{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
