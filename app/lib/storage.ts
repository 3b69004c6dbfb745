import { STORAGE_PREFIX } from '@common/constants';

/**
 * Local storage under Inkling's prefix. Storage can be missing (prerender) or
 * refuse (private mode, full quota): reads then give null and writes report
 * false, and the app carries on.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(STORAGE_PREFIX + key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): boolean {
    try {
      globalThis.localStorage.setItem(STORAGE_PREFIX + key, value);
      return true;
    } catch (error) {
      console.error(`Could not save ${STORAGE_PREFIX + key} to local storage`, error);
      return false;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage.removeItem(STORAGE_PREFIX + key);
    } catch {
      // Nothing to clean up if storage is unavailable.
    }
  },
};
