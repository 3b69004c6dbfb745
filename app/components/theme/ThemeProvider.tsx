import { createStrictContext } from '@app/lib/createStrictContext';
import { storage } from '@app/lib/storage';
import { STORAGE_PREFIX } from '@common/constants';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_KEY } from './themeInitScript';

export type ThemeChoice = 'light' | 'dark' | 'system';

export interface ThemeApi {
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

const systemQuery = '(prefers-color-scheme: dark)';
const [ThemeContextProvider, useTheme] = createStrictContext<ThemeApi>('ThemeProvider', 'useTheme');
export { useTheme };

/** The stored choice as an external store: this tab's writes and other tabs' alike. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_PREFIX + THEME_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
function readChoice(): ThemeChoice {
  const stored = storage.get(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}
// Prerendered HTML cannot know the stored choice; the head's script already painted it (themeInitScript).
const readServerChoice = (): ThemeChoice | null => null;

/**
 * Switches the theme with every colour changing at once. Elements with a
 * colour transition (buttons: `transition-colors`) would otherwise fade for
 * their 150 ms on their own, out of step with the page and, meanwhile, at
 * contrasts neither theme has. Transitions are off while the new colours are
 * styled (reading a layout value styles the whole page), then on again.
 */
function setDarkClass(dark: boolean) {
  const root = document.documentElement;
  if (root.classList.contains('dark') === dark) return;
  // A constructed sheet: no Content-Security-Policy refuses it, unlike a <style> element.
  const still = 'adoptedStyleSheets' in document ? new CSSStyleSheet() : undefined;
  if (still) {
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  }
  root.classList.toggle('dark', dark);
  if (!still) return;
  void document.body.offsetWidth;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
}

/** Keeps the `.dark` class on <html> in step with the reader's choice or their system. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore<ThemeChoice | null>(subscribe, readChoice, readServerChoice);
  const choice = stored ?? 'system';

  useEffect(() => {
    if (stored === null) return;
    const media = window.matchMedia(systemQuery);
    const apply = () => {
      setDarkClass(stored === 'dark' || (stored === 'system' && media.matches));
    };
    apply();
    if (stored !== 'system') return;
    media.addEventListener('change', apply);
    return () => {
      media.removeEventListener('change', apply);
    };
  }, [stored]);

  const setChoice = useCallback((next: ThemeChoice) => {
    if (next === 'system') storage.remove(THEME_KEY);
    else storage.set(THEME_KEY, next);
    listeners.forEach((listener) => {
      listener();
    });
  }, []);

  const api = useMemo(() => ({ choice, setChoice }), [choice, setChoice]);
  return <ThemeContextProvider value={api}>{children}</ThemeContextProvider>;
}
