import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activateWhenSafe,
  EDITOR_SETTLE_MS,
  RECHECK_MS,
  trackUnsavedInput,
  type UnsavedInputTracker,
} from './updateRule';

let tracker: UnsavedInputTracker;
let clock = 0;

beforeEach(() => {
  document.body.innerHTML = `
    <form><input id="name" type="text" /><button>Save</button></form>
    <input id="box" type="checkbox" />
    <div id="editor" contenteditable="true"></div>`;
  clock = 0;
  tracker = trackUnsavedInput(document, () => clock);
});
afterEach(() => {
  tracker.stop();
  vi.useRealTimers();
});

function type(element: HTMLElement, value?: string) {
  if (value !== undefined && element instanceof HTMLInputElement) element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
const byId = (id: string) => document.getElementById(id)!;

describe('what counts as unsaved typing', () => {
  it('a form field typed into, until its form is sent, emptied or gone', () => {
    expect(tracker.hasUnsavedInput()).toBe(false);
    type(byId('name'), 'Ada');
    expect(tracker.hasUnsavedInput()).toBe(true);
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(tracker.hasUnsavedInput()).toBe(false);

    type(byId('name'), 'Ada L');
    (byId('name') as HTMLInputElement).value = '';
    expect(tracker.hasUnsavedInput()).toBe(false);

    type(byId('name'), 'Ada L');
    byId('name').remove();
    expect(tracker.hasUnsavedInput()).toBe(false);
  });

  it('not a checkbox: its change is not text that could be lost', () => {
    type(byId('box'));
    expect(tracker.hasUnsavedInput()).toBe(false);
  });

  it('the editor only until its last keystroke has had time to reach IndexedDB', () => {
    type(byId('editor'));
    expect(tracker.hasUnsavedInput()).toBe(true);
    clock += EDITOR_SETTLE_MS;
    expect(tracker.hasUnsavedInput()).toBe(false);
  });

  it('the editor during an input method composition', () => {
    byId('editor').dispatchEvent(new Event('compositionstart', { bubbles: true }));
    clock += 10 * EDITOR_SETTLE_MS;
    expect(tracker.hasUnsavedInput()).toBe(true);
    byId('editor').dispatchEvent(new Event('compositionend', { bubbles: true }));
    clock += EDITOR_SETTLE_MS;
    expect(tracker.hasUnsavedInput()).toBe(false);
  });
});

describe('when a waiting worker takes over', () => {
  it('never without a worker already controlling the page', () => {
    const activate = vi.fn();
    activateWhenSafe({ hasController: false, tracker, activate, doc: document });
    expect(activate).not.toHaveBeenCalled();
  });

  it('at once when nothing typed would be lost', () => {
    const activate = vi.fn();
    activateWhenSafe({ hasController: true, tracker, activate, doc: document });
    expect(activate).toHaveBeenCalledOnce();
  });

  it('not while a field holds unsaved text; as soon as it is sent', () => {
    vi.useFakeTimers();
    const activate = vi.fn();
    type(byId('name'), 'half a sentence');
    activateWhenSafe({ hasController: true, tracker, activate, doc: document });
    vi.advanceTimersByTime(5 * RECHECK_MS);
    expect(activate).not.toHaveBeenCalled();

    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true }));
    vi.advanceTimersByTime(RECHECK_MS);
    expect(activate).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5 * RECHECK_MS);
    expect(activate).toHaveBeenCalledOnce();
  });

  it('right after focus leaves the editor once its typing has settled', () => {
    vi.useFakeTimers();
    const activate = vi.fn();
    type(byId('editor'));
    activateWhenSafe({ hasController: true, tracker, activate, doc: document });
    expect(activate).not.toHaveBeenCalled();
    clock += EDITOR_SETTLE_MS;
    byId('editor').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    vi.advanceTimersByTime(0);
    expect(activate).toHaveBeenCalledOnce();
  });

  it('can be cancelled while it waits', () => {
    vi.useFakeTimers();
    const activate = vi.fn();
    type(byId('name'), 'draft');
    const cancel = activateWhenSafe({ hasController: true, tracker, activate, doc: document });
    cancel();
    byId('name').remove();
    vi.advanceTimersByTime(5 * RECHECK_MS);
    expect(activate).not.toHaveBeenCalled();
  });
});
