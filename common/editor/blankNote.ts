import * as Y from 'yjs';
import { BODY_FIELD, TITLE_FIELD } from './noteFields';

/**
 * True when a note's Yjs document holds nothing anyone wrote: no title (or
 * only spaces) and a body of at most empty paragraphs. Used to discard a new
 * note left empty; anything else (an image, a checklist, one space in the
 * body) counts as written, so a discard can never take words with it.
 */
export function isBlankNoteDoc(doc: Y.Doc): boolean {
  if (doc.getText(TITLE_FIELD).toJSON().trim() !== '') return false;
  return doc
    .getXmlFragment(BODY_FIELD)
    .toArray()
    .every(
      (node) => node instanceof Y.XmlElement && node.nodeName === 'paragraph' && node.length === 0,
    );
}
