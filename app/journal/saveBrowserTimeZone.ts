import { journalApi } from './journalApi';

/** The browser's IANA time zone (`Europe/Berlin`). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Stores the browser's time zone as the account's journal zone: at sign-up,
 * and whenever the journal finds the settings never saved. A failure leaves
 * the server's default (UTC) until the next try; it never blocks the screen.
 */
export async function saveBrowserTimeZone(): Promise<void> {
  try {
    await journalApi.updateSettings({ timeZone: browserTimeZone() });
  } catch (error) {
    console.warn('Could not save the time zone for the journal', error);
  }
}
