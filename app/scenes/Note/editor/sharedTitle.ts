import { useCallback, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { TITLE_FIELD } from '@common/editor/noteFields';

/**
 * Turns the shared text into `next` by replacing only the changed middle,
 * so a title edited on two devices at once keeps both people's typing.
 */
export function applyTextChange(text: Y.Text, next: string) {
  const current = text.toJSON();
  if (current === next) return;
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let endCurrent = current.length;
  let endNext = next.length;
  while (endCurrent > start && endNext > start && current[endCurrent - 1] === next[endNext - 1]) {
    endCurrent--;
    endNext--;
  }
  text.doc?.transact(() => {
    if (endCurrent > start) text.delete(start, endCurrent - start);
    if (endNext > start) text.insert(start, next.slice(start, endNext));
  });
}

/** The live title of a note's document, and a setter that merges with remote edits. */
export function useSharedTitle(doc: Y.Doc): [string, (next: string) => void] {
  const text = doc.getText(TITLE_FIELD);
  const subscribe = useCallback(
    (onChange: () => void) => {
      text.observe(onChange);
      return () => text.unobserve(onChange);
    },
    [text],
  );
  const title = useSyncExternalStore(subscribe, () => text.toJSON());
  const setTitle = useCallback((next: string) => applyTextChange(text, next), [text]);
  return [title, setTitle];
}
