import type { DocumentsRequest, DocumentsResponse } from '@common/schemas/sync';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { LiveNotes } from '../collab/collabServer';
import { applyLoggedUpdates } from '../collab/updateLog';
import type { Db } from '../db/client';
import { note, noteUpdate } from '../db/schema';
import { badRequest } from '../errors';
import { loadNoteDoc } from '../notes/noteDocument';

/**
 * The most base64 one answer carries (about 20 MB). Documents come in the
 * order asked; once the next would pass this, the answer stops there (the
 * first document always comes, however big). A device asks again for the
 * ids after the last document it got: an answer that brings none of them
 * means none of them is the user's live note.
 */
export const DOCUMENTS_ANSWER_BUDGET = 20 * 1024 * 1024;

type Requested = DocumentsRequest['notes'][number];

/**
 * The state vector a device sent, decoded; empty (or absent): the whole
 * document. Not a Yjs state vector: 400 naming the note, before any work.
 */
function decodedStateVector({ id, stateVector }: Requested): Uint8Array | undefined {
  if (!stateVector) return undefined;
  const bytes = Buffer.from(stateVector, 'base64');
  const malformed = () =>
    badRequest(`The state vector sent for note ${id} is not a Yjs state vector.`);
  // Only canonical base64 round-trips: anything else would decode to other bytes.
  if (bytes.toString('base64') !== stateVector) throw malformed();
  try {
    // Bounded by its length (the schema caps it): each entry is at least two bytes.
    Y.decodeStateVector(bytes);
  } catch {
    throw malformed();
  }
  return new Uint8Array(bytes);
}

/**
 * What each of the user's live notes among `requested` lacks on the device:
 * `Y.encodeStateAsUpdate(doc, stateVector)` of the freshest document (the
 * one open in the collaboration server, else the stored one with its
 * not-yet-merged log). Ids that are not the user's live notes are left out.
 */
export async function documentsFor(
  db: Db,
  userId: string,
  requested: DocumentsRequest['notes'],
  live?: LiveNotes,
  budget = DOCUMENTS_ANSWER_BUDGET,
): Promise<DocumentsResponse> {
  const wanted = new Map<string, Uint8Array | undefined>();
  for (const entry of requested)
    if (!wanted.has(entry.id)) wanted.set(entry.id, decodedStateVector(entry));

  const found = await db
    .select({
      id: note.id,
      updatedAt: note.updatedAt,
      // Qualified: inside the subquery a bare "id" would be the log row's.
      hasLog: sql<boolean>`exists (select 1 from ${noteUpdate} where ${noteUpdate.noteId} = ${note}.${sql.identifier('id')})`,
    })
    .from(note)
    .where(
      and(eq(note.userId, userId), isNull(note.deletedAt), inArray(note.id, [...wanted.keys()])),
    );
  const byId = new Map(found.map((row) => [row.id, row]));

  const documents: DocumentsResponse['documents'] = [];
  let size = 0;
  for (const [id, stateVector] of wanted) {
    const row = byId.get(id);
    if (!row) continue;
    // Read one at a time: at most one document is in memory besides the answer.
    const update = await missingUpdate(db, id, row.hasLog, stateVector, live);
    if (update === null) continue;
    const encoded = Buffer.from(update).toString('base64');
    if (documents.length > 0 && size + encoded.length > budget) break;
    size += encoded.length;
    documents.push({ id, update: encoded, updatedAt: row.updatedAt.toISOString() });
  }
  return { documents };
}

/** The update the device lacks; null if the note went away (deleted for good) meanwhile. */
async function missingUpdate(
  db: Db,
  id: string,
  hasLog: boolean,
  stateVector: Uint8Array | undefined,
  live?: LiveNotes,
): Promise<Uint8Array | null> {
  const open = live?.currentState?.(id);
  if (open) return stateVector ? Y.diffUpdate(open, stateVector) : open;
  const [stored] = await db.select({ ydoc: note.ydoc }).from(note).where(eq(note.id, id));
  if (!stored) return null;
  if (!hasLog) return stateVector ? Y.diffUpdate(stored.ydoc, stateVector) : stored.ydoc;
  // Edits logged but not merged yet (the server stopped before storing): as the editor loads it.
  const doc = loadNoteDoc(stored.ydoc);
  try {
    await applyLoggedUpdates(db, id, doc);
    return Y.encodeStateAsUpdate(doc, stateVector);
  } finally {
    doc.destroy();
  }
}
