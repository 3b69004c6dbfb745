import { useEffect, useState } from 'react';
import type { SaveState } from './saveState';

/**
 * How long "Saving…" stays once the server has every change. While someone
 * types, each key is acknowledged within milliseconds, so the raw state flips
 * saving → saved with every key; held, it stays "Saving…" and turns "Saved"
 * once they pause.
 */
export const SAVED_AFTER_MS = 1_000;

/**
 * The save state as the indicator shows it: "Saving…" at once, "Saved" only
 * after SAVED_AFTER_MS without a new change; every other state at once. Each
 * flip redrew the header in the same frame as the key (style, layout and the
 * visibility checks of a long note's blocks): 7 ms of a key at the median in
 * a 50,000-word note (docs/performance.md).
 */
export function useSteadySaveState(state: SaveState): SaveState {
  const [shown, setShown] = useState(state);
  const holding = state === 'saved' && shown === 'saving';
  useEffect(() => {
    if (state === shown) return;
    if (!holding) return setShown(state);
    const timer = setTimeout(() => setShown('saved'), SAVED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state, shown, holding]);
  return holding ? 'saving' : state;
}
