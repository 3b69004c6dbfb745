import { afterEach, describe, expect, it } from 'vitest';
import { noteOpenedBy } from './useOpenNotesEarly';

/** Clicks inside a link made of `html` and returns what noteOpenedBy made of the event. */
function press(
  html: string,
  init: PointerEventInit = {},
  event: 'click' | 'pointerdown' = 'click',
) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-press]') ?? document.querySelector('a')!;
  let seen: string | null | undefined;
  const listener = (event: MouseEvent) => {
    seen = noteOpenedBy(event);
    // The test's page goes nowhere.
    event.preventDefault();
  };
  document.addEventListener(event, listener, { capture: true });
  const options = { bubbles: true, cancelable: true, ...init };
  target.dispatchEvent(
    event === 'click' ? new MouseEvent(event, options) : new PointerEvent(event, options),
  );
  document.removeEventListener(event, listener, { capture: true });
  return seen;
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the note a press opens', () => {
  it('is the note of a link to it, pressed anywhere inside the link', () => {
    expect(press('<a href="/note/3f77a308-8560"><span data-press>Field note</span></a>')).toBe(
      '3f77a308-8560',
    );
    expect(press(`<a href="${location.origin}/note/abc">Note</a>`)).toBe('abc');
  });

  it('is none for a link elsewhere, or to another site', () => {
    expect(press('<a href="/dashboard">Notes</a>')).toBeNull();
    expect(press('<a href="/note/abc/history">History</a>')).toBeNull();
    expect(press('<a href="https://example.com/note/abc">Elsewhere</a>')).toBeNull();
    expect(press('<button data-press>New note</button>')).toBeNull();
  });

  it('is none when the note opens in another tab or window, or not at all', () => {
    expect(press('<a href="/note/abc">Note</a>', { ctrlKey: true })).toBeNull();
    expect(press('<a href="/note/abc">Note</a>', { metaKey: true })).toBeNull();
    expect(press('<a href="/note/abc">Note</a>', { shiftKey: true })).toBeNull();
    expect(press('<a href="/note/abc">Note</a>', { button: 1 })).toBeNull();
    expect(press('<a href="/note/abc" target="_blank">Note</a>')).toBeNull();
  });

  it('is the note of a mouse press, not of a finger press that may be a scroll', () => {
    const link = '<a href="/note/abc">Note</a>';
    expect(press(link, { pointerType: 'mouse' }, 'pointerdown')).toBe('abc');
    expect(press(link, { pointerType: 'touch' }, 'pointerdown')).toBeNull();
    expect(press(link, { pointerType: 'pen' }, 'pointerdown')).toBeNull();
  });

  it('is none for the note already open', () => {
    history.replaceState(null, '', '/note/abc');
    expect(press('<a href="/note/abc">Note</a>')).toBeNull();
    expect(press('<a href="/note/def">Other</a>')).toBe('def');
  });
});
