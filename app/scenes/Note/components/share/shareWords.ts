const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a new link lasts: the dialog's choices. */
export type ExpiryChoice = 'never' | '1d' | '7d' | '30d' | 'date';

export const expiryChoices: { value: ExpiryChoice; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '1d', label: '1 day' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'date', label: 'On a date…' },
];

const choiceDays: Record<Exclude<ExpiryChoice, 'never' | 'date'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
};

/** A local calendar day as `YYYY-MM-DD`, the value of an `<input type="date">`. */
export function dateInputValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * When a link made now with this choice stops working, as ISO (null: never).
 * A chosen date lasts to the end of that day where the reader is; undefined
 * when no valid day is picked.
 */
export function expiryFromChoice(
  choice: ExpiryChoice,
  day: string,
  now = new Date(),
): string | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'date') return new Date(now.getTime() + choiceDays[choice] * DAY).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return end.getTime() > now.getTime() ? end.toISOString() : undefined;
}

/** "Never expires", "Expires in 5 hours", "Expires in 3 days", "Expires on 4 Mar 2027", "Expired". */
export function expiryWords(expiresAt: string | null, now = Date.now()): string {
  if (expiresAt === null) return 'Never expires';
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return 'Expired';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'always' });
  if (left < HOUR)
    return `Expires ${format.format(Math.max(1, Math.round(left / MINUTE)), 'minute')}`;
  if (left < DAY) return `Expires ${format.format(Math.round(left / HOUR), 'hour')}`;
  if (left < 60 * DAY) return `Expires ${format.format(Math.round(left / DAY), 'day')}`;
  return `Expires on ${new Date(expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}`;
}

export const isExpired = (expiresAt: string | null, now = Date.now()) =>
  expiresAt !== null && new Date(expiresAt).getTime() <= now;

export const viewsWords = (views: number) =>
  views === 0 ? 'No views yet' : views === 1 ? '1 view' : `${views.toLocaleString()} views`;
