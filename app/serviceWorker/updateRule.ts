/**
 * When a new service worker may take over and the page reload (seed §4).
 *
 * The rule: a waiting worker is activated (SKIP_WAITING, then a reload when it
 * takes control) only when a worker already controls the page, and only when
 * no typing would be lost. Note edits reach IndexedDB at once (y-indexeddb
 * writes every Yjs update as it happens) and offline writes sit in the outbox
 * there too, so "unsaved" means only:
 * - a form field (text input or textarea) typed into that is still on screen,
 *   not empty, and whose form was not sent since: its text lives only in the page;
 * - the note editor within EDITOR_SETTLE_MS of a keystroke, or mid-composition
 *   (an input method's candidate text is not in the document yet).
 * While any of that holds, the update waits and is tried again when focus
 * leaves a field, when the tab is hidden or shown, and every RECHECK_MS.
 */

/** Time for the editor's last change to reach IndexedDB. */
export const EDITOR_SETTLE_MS = 1_000;
export const RECHECK_MS = 2_000;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

function isEditor(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.isContentEditable;
}

export interface UnsavedInputTracker {
  hasUnsavedInput(): boolean;
  stop(): void;
}

/** Watches typing in the document (capturing, so no screen has to cooperate). */
export function trackUnsavedInput(
  doc: Document,
  now: () => number = Date.now,
): UnsavedInputTracker {
  const typed = new Set<TextField>();
  let lastEditorInput = Number.NEGATIVE_INFINITY;
  let composing = false;

  const onInput = (event: Event) => {
    if (isTextField(event.target)) typed.add(event.target);
    else if (isEditor(event.target)) lastEditorInput = now();
  };
  const onSubmit = (event: Event) => {
    for (const field of typed) if (field.form === event.target) typed.delete(field);
  };
  const onCompositionStart = () => (composing = true);
  const onCompositionEnd = () => {
    composing = false;
    lastEditorInput = now();
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('compositionstart', onCompositionStart, true);
  doc.addEventListener('compositionend', onCompositionEnd, true);

  return {
    hasUnsavedInput() {
      for (const field of typed) {
        if (!field.isConnected || field.value === '') typed.delete(field);
      }
      return typed.size > 0 || composing || now() - lastEditorInput < EDITOR_SETTLE_MS;
    },
    stop() {
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('compositionstart', onCompositionStart, true);
      doc.removeEventListener('compositionend', onCompositionEnd, true);
    },
  };
}

/**
 * Activates a waiting worker now or as soon as nothing unsaved is on the page.
 * Without a controlling worker nothing happens: the page was not served by a
 * worker (first visit, or a hard reload), so there is no old version to replace.
 * Returns a function that cancels a wait still in progress.
 */
export function activateWhenSafe(options: {
  hasController: boolean;
  tracker: UnsavedInputTracker;
  activate: () => void;
  doc: Document;
}): () => void {
  const { hasController, tracker, activate, doc } = options;
  if (!hasController) return () => {};
  if (!tracker.hasUnsavedInput()) {
    activate();
    return () => {};
  }
  const check = () => {
    if (tracker.hasUnsavedInput()) return;
    stop();
    activate();
  };
  // focusout fires before the next element takes focus: look once the event is over.
  const onFocusOut = () => setTimeout(check, 0);
  const timer = setInterval(check, RECHECK_MS);
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('visibilitychange', check);
  function stop() {
    clearInterval(timer);
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('visibilitychange', check);
  }
  return stop;
}
