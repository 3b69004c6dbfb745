import type { JournalSettings } from '@common/schemas/journal';
import { useEffect } from 'react';
import { isNativeApp } from './platform';

/**
 * In the native app, the journal reminder is a daily local notification at
 * the reminder time (scheduled, or cancelled when the reminder is off), so
 * it rings with the app closed. A browser keeps the banner and the
 * installed-app notification of useJournalReminder.
 */
export function useNativeJournalNotification(
  settings: Pick<JournalSettings, 'reminderTime' | 'timeZone'> | undefined,
): void {
  const reminderTime = settings?.reminderTime;
  const timeZone = settings?.timeZone;
  useEffect(() => {
    if (!isNativeApp() || reminderTime === undefined || !timeZone) return;
    void import('./journalNotifications')
      .then(({ syncJournalNotification }) => syncJournalNotification({ reminderTime, timeZone }))
      .catch((error: unknown) => console.warn('Could not schedule the journal reminder', error));
  }, [reminderTime, timeZone]);
}
