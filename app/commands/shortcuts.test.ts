import { describe, expect, it } from 'vitest';
import { formatShortcut, isTypingTarget, matchesShortcut } from './shortcuts';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('matchesShortcut', () => {
  const palette = { key: 'k', mod: true };

  it('reads mod as Ctrl elsewhere and Cmd on Apple devices', () => {
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true }), palette, false)).toBe(true);
    expect(matchesShortcut(key({ key: 'k', metaKey: true }), palette, true)).toBe(true);
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true }), palette, true)).toBe(false);
    expect(matchesShortcut(key({ key: 'k' }), palette, false)).toBe(false);
  });

  it('requires exactly the modifiers given', () => {
    const focus = { key: 'f', mod: true, shift: true };
    expect(matchesShortcut(key({ key: 'F', ctrlKey: true, shiftKey: true }), focus, false)).toBe(
      true,
    );
    expect(matchesShortcut(key({ key: 'f', ctrlKey: true }), focus, false)).toBe(false);
  });

  it('matches a symbol whatever Shift it took to type', () => {
    expect(matchesShortcut(key({ key: '?', shiftKey: true }), { key: '?' }, false)).toBe(true);
  });
});

describe('formatShortcut', () => {
  it('writes shortcuts the platform’s way', () => {
    const focus = { key: 'f', mod: true, shift: true };
    expect(formatShortcut(focus, false)).toBe('Ctrl+Shift+F');
    expect(formatShortcut(focus, true)).toBe('⌘⇧F');
    expect(formatShortcut({ key: '?' }, false)).toBe('?');
  });
});

describe('isTypingTarget', () => {
  it('knows fields and editable text from the rest of the page', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
