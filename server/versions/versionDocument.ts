import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import * as Y from 'yjs';
import { bodyJson, setTitle } from '../notes/noteDocument';
import { planBlockRestore, type VersionContent } from './versionRules';

/** What a document's text is compared on (see contentDiffers). */
export const contentOf = (doc: Y.Doc): VersionContent => ({
  title: doc.getText(TITLE_FIELD).toJSON(),
  body: bodyJson(doc),
});

type Block = Y.XmlElement | Y.XmlText;

/** A block's key for the diff: its XML form (attributes, marks, children), equal for equal blocks. */
const blockKey = (block: Block): string =>
  block instanceof Y.XmlElement ? block.toJSON() : `text:${JSON.stringify(block.toDelta())}`;

/**
 * Makes `doc` hold the text of `version` as a forward change, in one
 * transaction: the title is set if it differs, and in the body only the
 * top-level blocks that differ are deleted and the version's inserted
 * (copies of its blocks). Blocks equal in both stay the same Yjs items, so
 * an edit another device makes in them, even one that arrives later from a
 * device that was offline, lands in the restored note; and since the
 * restore deletes the blocks it replaces, no later merge brings them back.
 */
export function restoreInto(doc: Y.Doc, version: Y.Doc) {
  const body = doc.getXmlFragment(BODY_FIELD);
  const targetBlocks = version.getXmlFragment(BODY_FIELD).toArray() as Block[];
  const currentKeys = (body.toArray() as Block[]).map(blockKey);
  const steps = planBlockRestore(currentKeys, targetBlocks.map(blockKey));
  const title = version.getText(TITLE_FIELD).toJSON();
  doc.transact(() => {
    if (doc.getText(TITLE_FIELD).toJSON() !== title) setTitle(doc, title);
    let position = 0;
    for (const step of steps) {
      if ('keep' in step) position += step.keep;
      else if ('remove' in step) body.delete(position, step.remove);
      else {
        const copies = step.insert.map((index) => targetBlocks[index]?.clone()).filter(isBlock);
        body.insert(position, copies);
        position += copies.length;
      }
    }
  });
}

const isBlock = (block: Block | undefined): block is Block => block !== undefined;
