import { TRASH_RETENTION_DAYS } from '@common/schemas/notes';

const DAY = 24 * 60 * 60 * 1000;

/** When the hourly purge deletes a note trashed at `deletedAt`. */
export function purgeDate(deletedAt: string): Date {
  return new Date(new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY);
}

/**
 * Days left before the purge, a started day counting as one (a note trashed
 * just now has the 30 days the app promises), never negative: a note past its
 * date is gone within the hour, so it counts as 0 ("today") until then.
 */
export function daysLeft(deletedAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((purgeDate(deletedAt).getTime() - now) / DAY));
}

/** "Deleted forever in 12 days", "in 1 day", "today". */
export function purgeLabel(deletedAt: string, now = Date.now()): string {
  const days = daysLeft(deletedAt, now);
  if (days === 0) return 'Deleted forever today';
  return `Deleted forever in ${days} ${days === 1 ? 'day' : 'days'}`;
}
