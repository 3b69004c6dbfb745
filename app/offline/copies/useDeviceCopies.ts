import { useEffect } from 'react';

/**
 * Keeps this device's copies of the user's recent notes up to date while
 * they are signed in (mounted once, in the signed-in shell). The sync
 * (Yjs, IndexedDB, the search index) loads after the screen, in its own chunk.
 */
export function useDeviceCopies(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./copySync').then(({ startCopySync }) => {
      if (!left) stop = startCopySync(userId);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [userId]);
}
