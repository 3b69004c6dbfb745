import { STORAGE_PREFIX } from '@common/constants';

/**
 * Asks the browser to keep Inkling's offline data (IndexedDB, the worker's
 * caches) when space runs low: Safari otherwise may clear it after a week
 * without a visit. Asked after sign-in, once per browser session.
 */
const ASKED_KEY = `${STORAGE_PREFIX}storage-persist-asked`;

export async function requestPersistentStorage(): Promise<boolean | undefined> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return undefined;
  try {
    if (sessionStorage.getItem(ASKED_KEY)) return await navigator.storage.persisted();
    sessionStorage.setItem(ASKED_KEY, 'true');
  } catch {
    // Session storage refused (private modes): ask anyway, the browser remembers its answer.
  }
  try {
    return await navigator.storage.persist();
  } catch {
    return undefined;
  }
}

export interface OfflineStorageStatus {
  /** undefined: this browser cannot say. */
  persisted: boolean | undefined;
  usageBytes: number | undefined;
  quotaBytes: number | undefined;
}

export async function readOfflineStorageStatus(): Promise<OfflineStorageStatus> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const persisted = storage?.persisted
    ? await storage.persisted().catch(() => undefined)
    : undefined;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => undefined) : undefined;
  return { persisted, usageBytes: estimate?.usage, quotaBytes: estimate?.quota };
}

/** Running as an installed app (its own window), not in a browser tab. */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = ['standalone', 'fullscreen', 'minimal-ui'].some(
    (mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches,
  );
  // iOS Safari's own flag for a page opened from the home screen.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
