import { updateNoteSchema } from '@common/schemas/notes';
import * as Y from 'yjs';
import { markNameOf } from '../notes/knownContent';
import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import { knownContent, projectNote } from '../notes/noteDocument';

/**
 * The largest WebSocket message /collab accepts: 4 MiB. A note at the REST
 * limit (2,000,000 characters of Markdown) is about 2 MB as one Yjs update,
 * so even a whole note typed offline fits; a bigger frame is refused from its
 * header (close code 1009) before it is read.
 */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** A live update refused: the socket is closed with this code and reason. */
export class RefusedUpdate extends Error {
  readonly code = 4422;
  constructor(readonly reason: string) {
    super(reason);
  }
}

const ROOTS = new Set([BODY_FIELD, TITLE_FIELD]);

/** Throws unless every element, mark and shared type the update adds is one the note's schema knows. */
function checkNames(update: Uint8Array) {
  let structs: ReturnType<typeof Y.decodeUpdate>['structs'];
  try {
    ({ structs } = Y.decodeUpdate(update));
  } catch {
    throw new RefusedUpdate('Malformed update');
  }
  for (const struct of structs) {
    if (!(struct instanceof Y.Item)) continue;
    // In a decoded update, an item at the top of a shared type names it (typed as a type, read as a string).
    const parent: unknown = struct.parent;
    if (typeof parent === 'string' && !ROOTS.has(parent))
      throw new RefusedUpdate(`Unknown field “${parent}”`);
    const { content } = struct;
    if (content instanceof Y.ContentType) {
      const type = content.type;
      if (type instanceof Y.XmlElement) {
        if (!knownContent.nodes.has(type.nodeName))
          throw new RefusedUpdate(`Unknown element “${type.nodeName}”`);
      } else if (!(type instanceof Y.XmlText)) {
        throw new RefusedUpdate('Unknown shared type');
      }
    } else if (content instanceof Y.ContentFormat) {
      if (!knownContent.marks.has(markNameOf(content.key)))
        throw new RefusedUpdate(`Unknown mark “${content.key}”`);
    } else if (
      content instanceof Y.ContentEmbed ||
      content instanceof Y.ContentBinary ||
      content instanceof Y.ContentDoc ||
      content instanceof Y.ContentJSON
    ) {
      throw new RefusedUpdate('Content the editor cannot hold');
    }
  }
}

/** Title and Markdown lengths, measured or (after small updates) bounded from above. */
interface Sizes {
  title: number;
  markdown: number;
}

/** Characters of Markdown one byte of update can add at most (element names, attributes and mark names cost more bytes than the syntax they give). */
const MARKDOWN_PER_BYTE = 8;

/** The REST limits, read from the schema REST validates with, so the two never drift apart. */
const LIMITS: Sizes = {
  title: updateNoteSchema.shape.title.unwrap().maxLength ?? Infinity,
  markdown: updateNoteSchema.shape.markdown.unwrap().maxLength ?? Infinity,
};

const fits = (sizes: Sizes) => sizes.title <= LIMITS.title && sizes.markdown <= LIMITS.markdown;

const measure = (doc: Y.Doc): Sizes => {
  const { title, markdown } = projectNote(doc);
  return { title: title.length, markdown: markdown.length };
};

/**
 * Checks live updates before they reach a note's document: the schema's
 * names only, and the result within the REST limits (title, body). Measuring
 * the result means projecting a copy of the document, so it is done only when
 * a bound on the sizes says the update could cross a limit.
 */
export function createUpdateGuard() {
  const sizes = new WeakMap<Y.Doc, Sizes>();

  return {
    /** Throws RefusedUpdate if the update must not be applied to the document. */
    check(document: Y.Doc, update: Uint8Array) {
      checkNames(update);
      const before = sizes.get(document) ?? measure(document);
      const bound = {
        title: before.title + update.byteLength,
        markdown: before.markdown + update.byteLength * MARKDOWN_PER_BYTE,
      };
      if (fits(bound)) {
        sizes.set(document, bound);
        return;
      }
      const after = new Y.Doc();
      try {
        Y.applyUpdate(after, Y.encodeStateAsUpdate(document));
        Y.applyUpdate(after, update);
        const measured = measure(after);
        // A note already past a limit (stored before these checks) may still shrink.
        const grows = measured.title > before.title || measured.markdown > before.markdown;
        if (grows && !fits(measured)) throw new RefusedUpdate('The note would be too long');
        sizes.set(document, measured);
      } finally {
        after.destroy();
      }
    },
    /** The document changed outside the checks (a REST edit through LiveNotes): measure again next time. */
    forget(document: Y.Doc) {
      sizes.delete(document);
    },
  };
}
