import * as Y from 'yjs';
import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';

/**
 * A note's title and plain text read straight from its Yjs document, for
 * search on the device. The server's projection (server/notes/noteDocument)
 * goes through TipTap's schema; the browser would need the editor's chunk for
 * that, so this walks the XML fragment instead: blocks on their own lines,
 * a hard break a line break, text as typed. Same words, no formatting.
 */
export function noteTextOf(doc: Y.Doc): { title: string; text: string } {
  const blocks: string[] = [];
  collectBlocks(doc.getXmlFragment(BODY_FIELD), blocks);
  const text = blocks
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title: doc.getText(TITLE_FIELD).toJSON(), text };
}

type YNode = Y.XmlElement | Y.XmlText | Y.XmlHook;

/** Text of the inline children of one block, or null when a child is itself a block. */
function inlineText(children: YNode[]): string | null {
  let line = '';
  for (const child of children) {
    if (child instanceof Y.XmlText) line += textOfRun(child);
    else if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') line += '\n';
    else return null;
  }
  return line;
}

function textOfRun(text: Y.XmlText): string {
  // toDelta keeps inserts of text and embeds; only the text is read.
  return (text.toDelta() as { insert: unknown }[])
    .map((part) => (typeof part.insert === 'string' ? part.insert : ''))
    .join('');
}

function collectBlocks(parent: Y.XmlFragment | Y.XmlElement, blocks: string[]) {
  for (const child of parent.toArray()) {
    if (child instanceof Y.XmlText) {
      blocks.push(textOfRun(child));
      continue;
    }
    if (!(child instanceof Y.XmlElement)) continue;
    const children = child.toArray();
    const line = inlineText(children);
    if (line !== null) {
      if (line.trim()) blocks.push(line);
      continue;
    }
    collectBlocks(child, blocks);
  }
}
