import { Capacitor } from '@capacitor/core';
import { useEffect } from 'react';
import { useMinuteClock } from '@app/hooks/useMinuteClock';
import { storage } from '@app/lib/storage';
import { useNativeJournalNotification } from '@app/native/useNativeJournalNotification';
import { useJournalEntryQuery, useJournalSettingsQuery } from '@app/queries/journalQueries';
import { journalDayAt, journalReminder } from './reminderDecision';

const NOTIFIED_KEY = 'journal_reminded_on';

/** Installed (home-screen PWA or the native app) and allowed to notify. */
function canNotify(): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  return Capacitor.isNativePlatform() || matchMedia('(display-mode: standalone)').matches;
}

/**
 * Whether to show the journal reminder banner now. When the app runs
 * installed with permission, it shows a notification instead, once a day.
 * Nothing once the day has an entry.
 */
export function useJournalReminder(): { show: boolean } {
  const settings = useJournalSettingsQuery().data;
  useNativeJournalNotification(settings);
  const now = useMinuteClock();
  const day = settings ? journalDayAt(settings, now) : undefined;
  const entry = useJournalEntryQuery(settings?.reminderTime ? day : undefined);
  const action = settings
    ? journalReminder({
        settings,
        now,
        hasEntry: entry.isSuccess ? entry.data !== null : undefined,
        notifiedOn: storage.get(NOTIFIED_KEY),
        canNotify: canNotify(),
      })
    : 'none';

  useEffect(() => {
    if (action !== 'notify' || !day) return;
    storage.set(NOTIFIED_KEY, day);
    const notification = new Notification('Time for your journal', {
      body: 'A few lines about today, while you still remember it.',
      tag: 'inkling-journal-reminder',
    });
    notification.onclick = () => {
      window.focus();
      window.location.assign('/journal');
    };
  }, [action, day]);

  return { show: action === 'banner' };
}
