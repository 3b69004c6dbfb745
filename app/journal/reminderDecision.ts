import { localDateAt, minutesOf, wallClock } from '@common/dates/localDate';
import type { JournalSettings } from '@common/schemas/journal';

const MINUTES_PER_DAY = 24 * 60;

/** What the journal reminder does now: nothing, a banner in the app, or one notification. */
export type ReminderAction = 'none' | 'banner' | 'notify';

export interface ReminderInput {
  settings: Pick<JournalSettings, 'timeZone' | 'dayStartsAt' | 'reminderTime'>;
  now: Date;
  /** Whether the day `journalDayAt(now)` already has an entry; undefined while unknown. */
  hasEntry: boolean | undefined;
  /** The day a notification was last shown (local storage), if any. */
  notifiedOn: string | null;
  /** Notifications are allowed and the app runs installed (PWA or native). */
  canNotify: boolean;
}

/** The journal day `now` belongs to, in the user's zone and day start. */
export function journalDayAt(settings: ReminderInput['settings'], now: Date): string {
  return localDateAt(now, settings.timeZone, settings.dayStartsAt);
}

/**
 * Whether to remind the user to write today's entry. Never once the day has an
 * entry (people who already wrote should not be nagged), nor before the
 * reminder time. Times count from the day's start, so a 23:00 reminder with a
 * 04:00 day start still stands at 01:00. Installed with permission, a
 * notification once a day replaces the banner.
 */
export function journalReminder(input: ReminderInput): ReminderAction {
  const { settings, now, hasEntry, notifiedOn, canNotify } = input;
  if (settings.reminderTime === null || hasEntry !== false) return 'none';
  const dayStart = minutesOf(settings.dayStartsAt);
  const sinceDayStart = (minutes: number) =>
    (((minutes - dayStart) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const clock = wallClock(now, settings.timeZone);
  if (sinceDayStart(clock.minutes) < sinceDayStart(minutesOf(settings.reminderTime))) return 'none';
  if (!canNotify) return 'banner';
  return notifiedOn === journalDayAt(settings, now) ? 'none' : 'notify';
}
