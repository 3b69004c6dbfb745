import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from '@app/lib/createStrictContext';
import { storage } from '@app/lib/storage';

export interface FocusModeApi {
  active: boolean;
  /** When focus mode started (for the session timer); null when off. */
  startedAt: number | null;
  typewriter: boolean;
  toggle: () => void;
  exit: () => void;
  setTypewriter: (on: boolean) => void;
}

const [FocusModeContext, useFocusMode] = createStrictContext<FocusModeApi>(
  'FocusModeProvider',
  'useFocusMode',
);
export { useFocusMode };

const TYPEWRITER_KEY = 'focus-typewriter';

/**
 * Focus mode hides the app's chrome around the note being written. It lives
 * above the screens so the shell can hide its header and banners too.
 */
export function FocusModeProvider({ children }: { children: ReactNode }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [typewriter, setTypewriterState] = useState(() => storage.get(TYPEWRITER_KEY) === 'on');

  const toggle = useCallback(() => setStartedAt((current) => (current ? null : Date.now())), []);
  const exit = useCallback(() => setStartedAt(null), []);
  const setTypewriter = useCallback((on: boolean) => {
    storage.set(TYPEWRITER_KEY, on ? 'on' : 'off');
    setTypewriterState(on);
  }, []);

  const value = useMemo(
    () => ({ active: startedAt !== null, startedAt, typewriter, toggle, exit, setTypewriter }),
    [startedAt, typewriter, toggle, exit, setTypewriter],
  );
  return <FocusModeContext value={value}>{children}</FocusModeContext>;
}
