import { isCancelled, isMissingFeature } from './pluginErrors';
import { isNativeApp } from './platform';

export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/** Whether this device has a share sheet: always in the native app, navigator.share in a browser. */
export function canShareSheet(): boolean {
  return (
    isNativeApp() || (typeof navigator !== 'undefined' && typeof navigator.share === 'function')
  );
}

async function webShare(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function')
    return 'unavailable';
  try {
    await navigator.share({ title, url });
    return 'shared';
  } catch (error) {
    if (isCancelled(error)) return 'cancelled';
    throw error;
  }
}

/**
 * Opens the system share sheet for a link: the native app's (Capacitor
 * Share), else the browser's. 'unavailable' when neither exists (the caller
 * copies the link instead); 'cancelled' when the sheet was closed.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (!isNativeApp()) return webShare(url, title);
  const { Share } = await import('@capacitor/share');
  try {
    await Share.share({ title, url, dialogTitle: title });
    return 'shared';
  } catch (error) {
    if (isMissingFeature(error)) return webShare(url, title);
    if (isCancelled(error)) return 'cancelled';
    throw error;
  }
}
