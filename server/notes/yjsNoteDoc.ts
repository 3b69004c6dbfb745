/**
 * A note's Yjs document made, read and turned into ProseMirror JSON with Yjs
 * alone: no schema, no TipTap or ProseMirror, whose code a thread that only
 * reads notes (the PDF thread) would otherwise load and hold (~12 MiB). The
 * rest of a document's handling is in noteDocument.ts.
 */
import { randomUUID } from 'node:crypto';
import type { JSONContent } from '@tiptap/core';
import * as Y from 'yjs';
import { BODY_FIELD } from '@common/editor/noteFields';
import { markNameOf, withKnownContent, type KnownContent } from './knownContent';

/**
 * An empty document. Yjs would make its guid with 31 calls to crypto.getRandomValues, ~1 % of a
 * note's create; Node's own UUID costs next to nothing, and only providers' subdocuments read it.
 */
export const newNoteDoc = (): Y.Doc => new Y.Doc({ guid: randomUUID() });

export function loadNoteDoc(state: Uint8Array): Y.Doc {
  const doc = newNoteDoc();
  Y.applyUpdate(doc, state);
  return doc;
}

/**
 * The body as ProseMirror JSON, without any node or mark `known` does not
 * hold: what y-prosemirror's yXmlFragmentToProsemirrorJSON answers (through
 * TiptapTransformer.fromYdoc), text at the body's top level left out as
 * withKnownContent leaves it.
 */
export function bodyJsonOf(doc: Y.Doc, known: KnownContent): JSONContent {
  const content = doc
    .getXmlFragment(BODY_FIELD)
    .toArray()
    .flatMap((item) => (item instanceof Y.XmlElement ? [elementJson(item)] : []));
  return withKnownContent({ type: 'doc', content }, known);
}

function elementJson(element: Y.XmlElement): JSONContent {
  const json: JSONContent = { type: element.nodeName };
  const attrs = element.getAttributes();
  if (Object.keys(attrs).length > 0) json.attrs = attrs;
  const children = element.toArray();
  if (children.length > 0) json.content = children.flatMap(childJson);
  return json;
}

function childJson(child: Y.XmlElement | Y.XmlText | Y.XmlHook): JSONContent[] {
  if (child instanceof Y.XmlElement) return [elementJson(child)];
  if (!(child instanceof Y.XmlText)) return [];
  return (child.toDelta() as TextRun[]).map(({ insert, attributes }) => ({
    type: 'text',
    text: insert,
    ...(attributes
      ? {
          marks: Object.entries(attributes).map(([name, attrs]) => ({
            type: markNameOf(name),
            attrs,
          })),
        }
      : {}),
  }));
}

/** A run of an XmlText's delta: its text and, by mark attribute name, each mark's attributes. */
interface TextRun {
  insert: string;
  attributes?: Record<string, Record<string, unknown>>;
}
