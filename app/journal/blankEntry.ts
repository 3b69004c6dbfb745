import { BODY_FIELD } from '@common/editor/noteFields';
import type { JournalEntry } from '@common/schemas/journal';
import * as Y from 'yjs';

/**
 * True when an entry holds nothing anyone wrote: no mood, no gratitude and a
 * body of at most empty paragraphs. Its title (the date in words) was written
 * by the server, so unlike `isBlankNoteDoc` the title does not count.
 */
export function isBlankEntry(doc: Y.Doc, entry: Pick<JournalEntry, 'mood' | 'gratitude'>) {
  if (entry.mood !== null || entry.gratitude.some((line) => line.trim() !== '')) return false;
  return doc
    .getXmlFragment(BODY_FIELD)
    .toArray()
    .every(
      (node) => node instanceof Y.XmlElement && node.nodeName === 'paragraph' && node.length === 0,
    );
}
