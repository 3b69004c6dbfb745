import type { JournalSettings } from '@common/schemas/journal';
import { minutesOf, wallClock } from '@common/dates/localDate';
import { isMissingFeature } from './pluginErrors';

/** The daily journal reminder's notification id (one per device, replaced on each change). */
export const JOURNAL_REMINDER_ID = 16_001;
const MINUTES_PER_DAY = 24 * 60;

/**
 * The reminder time (a clock time in the journal's time zone) as this
 * device's clock reads it: a phone set to another zone than the journal
 * still rings at the journal's 20:00. Worked out afresh at every start.
 */
export function deviceClockFor(
  reminderTime: string,
  timeZone: string,
  now = new Date(),
): { hour: number; minute: number } {
  const deviceMinutes = now.getHours() * 60 + now.getMinutes();
  const shift = deviceMinutes - wallClock(now, timeZone).minutes;
  const at =
    (((minutesOf(reminderTime) + shift) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { hour: Math.floor(at / 60), minute: at % 60 };
}

export type ReminderSchedule = 'scheduled' | 'cancelled' | 'denied' | 'unavailable';

/**
 * Keeps the native app's daily journal notification in step with the
 * settings: scheduled at the reminder time (asking permission once),
 * cancelled when the reminder is off. UNIMPLEMENTED / UNAVAILABLE (a build
 * without the plugin) answers 'unavailable': the in-app banner still shows.
 */
export async function syncJournalNotification(
  settings: Pick<JournalSettings, 'reminderTime' | 'timeZone'>,
): Promise<ReminderSchedule> {
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  try {
    await LocalNotifications.cancel({ notifications: [{ id: JOURNAL_REMINDER_ID }] });
    if (!settings.reminderTime) return 'cancelled';
    let permission = await LocalNotifications.checkPermissions();
    if (permission.display === 'prompt' || permission.display === 'prompt-with-rationale')
      permission = await LocalNotifications.requestPermissions();
    if (permission.display !== 'granted') return 'denied';
    await LocalNotifications.schedule({
      notifications: [
        {
          id: JOURNAL_REMINDER_ID,
          title: 'Time for your journal',
          body: 'A few lines about today, while you still remember it.',
          schedule: {
            on: deviceClockFor(settings.reminderTime, settings.timeZone),
            repeats: true,
            allowWhileIdle: true,
          },
          extra: { path: '/journal' },
        },
      ],
    });
    return 'scheduled';
  } catch (error) {
    if (isMissingFeature(error)) return 'unavailable';
    throw error;
  }
}
