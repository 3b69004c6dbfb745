import {
  DEFAULT_DAY_STARTS_AT,
  DEFAULT_REST_DAYS_PER_WEEK,
  type JournalSettingsResponse,
} from '@common/schemas/journal';
import { localDateAt } from '@common/dates/localDate';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalSettings } from '../db/schema';

/** Until the app sends the browser's zone, days are reckoned in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The user's journal settings, or the defaults (`saved: false`) when none were saved yet. */
export async function readJournalSettings(
  db: Db,
  userId: string,
): Promise<JournalSettingsResponse> {
  const [row] = await db
    .select()
    .from(journalSettings)
    .where(eq(journalSettings.userId, userId))
    .limit(1);
  if (!row) {
    return {
      timeZone: DEFAULT_TIME_ZONE,
      dayStartsAt: DEFAULT_DAY_STARTS_AT,
      restDaysPerWeek: DEFAULT_REST_DAYS_PER_WEEK,
      reminderTime: null,
      saved: false,
    };
  }
  return {
    timeZone: row.timeZone,
    dayStartsAt: row.dayStartsAt,
    restDaysPerWeek: row.restDaysPerWeek,
    reminderTime: row.reminderTime,
    saved: true,
  };
}

/** "Today" for this user: their time zone and the hour their day starts. */
export function todayFor(
  settings: Pick<JournalSettingsResponse, 'timeZone' | 'dayStartsAt'>,
  now = new Date(),
): string {
  return localDateAt(now, settings.timeZone, settings.dayStartsAt);
}
