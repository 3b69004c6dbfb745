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

type Structs = ReturnType<typeof Y.decodeUpdate>['structs'];

function decode(update: Uint8Array): Structs {
  try {
    return Y.decodeUpdate(update).structs;
  } catch {
    throw new RefusedUpdate('Malformed update');
  }
}

/** Throws unless every element, mark and shared type the update adds is one the note's schema knows. */
function checkNames(structs: Structs) {
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

const measureNote = (doc: Y.Doc): Sizes => {
  const { title, markdown } = projectNote(doc);
  return { title: title.length, markdown: markdown.length };
};

/** Past this many structs (a paste, a sync after offline work) an update is not traced to its roots. */
const MAX_TRACED_STRUCTS = 64;

/** The shared root (body, title) an item of the document lives in. */
function rootOfStored(item: Y.Item): string | null {
  let type = item.parent;
  while (type instanceof Y.AbstractType && type._item) type = type._item.parent;
  return type instanceof Y.AbstractType ? Y.findRootTypeKey(type) : null;
}

/**
 * Whether the update may add to the title: true unless each item it adds
 * provably lands in the body. A decoded item names its root, or the item it
 * sits beside or inside (in the document, or earlier in the same update),
 * which is followed until a root is found.
 */
function mayGrowTitle(document: Y.Doc, structs: Structs): boolean {
  if (structs.length > MAX_TRACED_STRUCTS) return true;
  const added = structs.filter((struct): struct is Y.Item => struct instanceof Y.Item);
  const addedAt = (id: Y.ID) =>
    added.find(
      (item) =>
        item.id.client === id.client &&
        item.id.clock <= id.clock &&
        id.clock < item.id.clock + item.length,
    );
  const rootOf = (item: Y.Item, depth: number): string | null => {
    // A decoded item's parent is its root's name, the ID of the element it is inside, or null
    // when it has a neighbour (which shares its parent).
    const parent: unknown = item.parent;
    if (typeof parent === 'string') return parent;
    const anchor = parent instanceof Y.ID ? parent : (item.origin ?? item.rightOrigin);
    if (!anchor || depth > MAX_TRACED_STRUCTS) return null;
    if (anchor.clock < Y.getState(document.store, anchor.client)) {
      const stored: unknown = Y.getItem(document.store, anchor);
      return stored instanceof Y.Item ? rootOfStored(stored) : null;
    }
    const earlier = addedAt(anchor);
    return earlier && earlier !== item ? rootOf(earlier, depth + 1) : null;
  };
  return added.some((item) => rootOf(item, 0) !== BODY_FIELD);
}

/**
 * Checks live updates before they reach a note's document: the schema's
 * names only, and the result within the REST limits (title, body). Measuring
 * the result means projecting a copy of the document, so it is done only when
 * a bound on the sizes says the update could cross a limit.
 */
export function createUpdateGuard({
  measure = measureNote,
}: { measure?: (doc: Y.Doc) => Sizes } = {}) {
  const sizes = new WeakMap<Y.Doc, Sizes>();

  return {
    /** Throws RefusedUpdate if the update must not be applied to the document. */
    check(document: Y.Doc, update: Uint8Array) {
      const structs = decode(update);
      checkNames(structs);
      const before = sizes.get(document) ?? measure(document);
      // A key typed in the body leaves the title's bound as it is: counted against the title's
      // 500 characters, every twentieth key or so copied and projected the whole note (50 ms at
      // 50,000 words).
      const bound = {
        title: before.title + (mayGrowTitle(document, structs) ? update.byteLength : 0),
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
