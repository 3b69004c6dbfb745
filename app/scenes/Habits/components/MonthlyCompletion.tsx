import type { MonthCompletion } from '@common/habits/streaks';
import { toneColor, type ChartTone } from '@app/components/charts/chartTones';
import { monthName, percent } from '@app/habits/dayWords';

const MONTHS_SHOWN = 12;

/** Completion per month, newest first, as a table with a bar per month. */
export function MonthlyCompletion({
  months,
  tone,
}: {
  months: readonly MonthCompletion[];
  tone: ChartTone;
}) {
  const shown = months.slice(-MONTHS_SHOWN).reverse();
  if (shown.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm font-medium">Completion per month</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Completion</th>
          <th scope="col">Days kept</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="w-32 py-0.5 pr-2 text-left font-normal whitespace-nowrap">
              {monthName(month.month)}
            </th>
            <td className="w-full py-0.5">
              <span className="flex items-center gap-2">
                <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full"
                    style={{
                      width: `${Math.round((month.rate ?? 0) * 100)}%`,
                      backgroundColor: toneColor(tone),
                    }}
                  />
                </span>
                <span className="w-10 text-right tabular-nums">
                  {month.rate === null ? '—' : percent(month.rate)}
                </span>
              </span>
            </td>
            <td className="py-0.5 pl-2 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {month.kept} of {Math.round(month.expected)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
