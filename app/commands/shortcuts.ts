/** A key with its modifiers. `mod` is Cmd on Apple devices and Ctrl elsewhere. */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export const isApplePlatform = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent);

export function matchesShortcut(
  event: KeyboardEvent,
  shortcut: Shortcut,
  apple = isApplePlatform(),
) {
  const mod = apple ? event.metaKey : event.ctrlKey;
  // '?' is Shift+/ on most layouts: for printable symbols, compare the character and ignore Shift.
  const symbol = !/^[a-z0-9]$/i.test(shortcut.key);
  return (
    event.key.toLowerCase() === shortcut.key.toLowerCase() &&
    mod === Boolean(shortcut.mod) &&
    event.altKey === Boolean(shortcut.alt) &&
    (symbol || event.shiftKey === Boolean(shortcut.shift)) &&
    // The other platform's modifier must not be held (Ctrl+K on a Mac is not ⌘K).
    (apple ? !event.ctrlKey : !event.metaKey)
  );
}

/** How a shortcut is written for this reader: "⌘⇧F" on Apple devices, "Ctrl+Shift+F" elsewhere. */
export function formatShortcut(shortcut: Shortcut, apple = isApplePlatform()): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (apple) {
    return `${shortcut.mod ? '⌘' : ''}${shortcut.alt ? '⌥' : ''}${shortcut.shift ? '⇧' : ''}${key}`;
  }
  return [shortcut.mod && 'Ctrl', shortcut.alt && 'Alt', shortcut.shift && 'Shift', key]
    .filter(Boolean)
    .join('+');
}

/** True while the reader types into a field: plain-key shortcuts (like '?') must not fire there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/** The shortcut for `aria-keyshortcuts` (screen readers announce it), e.g. "Control+K". */
export function ariaShortcut(shortcut: Shortcut, apple = isApplePlatform()): string {
  return [
    shortcut.mod && (apple ? 'Meta' : 'Control'),
    shortcut.alt && 'Alt',
    shortcut.shift && 'Shift',
    shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key,
  ]
    .filter(Boolean)
    .join('+');
}
