import {
  DEFAULT_DAY_STARTS_AT,
  DEFAULT_REST_DAYS_PER_WEEK,
  type JournalSettingsResponse,
  type PatchJournalSettings,
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

/**
 * Saves the fields given and keeps the others (an upsert: the first save
 * fills the rest with the defaults). Two first saves at once both land: the
 * loser's insert becomes an update of only its own fields.
 */
export async function saveJournalSettings(
  db: Db,
  userId: string,
  patch: PatchJournalSettings,
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as PatchJournalSettings;
  const { saved: _saved, ...current } = await readJournalSettings(db, userId);
  const updatedAt = new Date();
  await db
    .insert(journalSettings)
    .values({ userId, ...current, ...changes, updatedAt })
    .onConflictDoUpdate({ target: journalSettings.userId, set: { ...changes, updatedAt } });
}
