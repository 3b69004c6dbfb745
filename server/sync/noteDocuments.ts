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
  const ids = [...wanted.keys()].filter((id) => byId.has(id));

  const documents: DocumentsResponse['documents'] = [];
  let size = 0;
  for (let from = 0; from < ids.length; from += DOCUMENTS_PER_READ) {
    const batch = ids.slice(from, from + DOCUMENTS_PER_READ);
    // An open document is newer than the stored one (the editor's typing not stored yet).
    const open = new Map(batch.map((id) => [id, live?.currentState?.(id) ?? null]));
    const stored = await storedDocuments(
      db,
      batch.filter((id) => !open.get(id)),
    );
    for (const id of batch) {
      const row = byId.get(id);
      const state = open.get(id) ?? stored.get(id);
      if (!row || !state) continue;
      const update = await missingUpdate(
        db,
        id,
        state,
        !open.get(id) && row.hasLog,
        wanted.get(id),
      );
      const encoded = Buffer.from(update).toString('base64');
      if (documents.length > 0 && size + encoded.length > budget) return { documents };
      size += encoded.length;
      documents.push({ id, update: encoded, updatedAt: row.updatedAt.toISOString() });
    }
  }
  return { documents };
}

/** Stored documents read per query: few round trips, and a bounded amount in memory at once. */
const DOCUMENTS_PER_READ = 10;

async function storedDocuments(db: Db, ids: string[]): Promise<Map<string, Uint8Array>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: note.id, ydoc: note.ydoc })
    .from(note)
    .where(inArray(note.id, ids));
  return new Map(rows.map((row) => [row.id, row.ydoc]));
}

/**
 * What the device lacks of a document's state; with `hasLog`, the stored
 * state merged with its log first, as the editor loads it.
 */
async function missingUpdate(
  db: Db,
  id: string,
  state: Uint8Array,
  hasLog: boolean,
  stateVector: Uint8Array | undefined,
): Promise<Uint8Array> {
  if (!hasLog) return stateVector ? Y.diffUpdate(state, stateVector) : state;
  // Edits logged but not merged yet (the server stopped before storing them).
  const doc = loadNoteDoc(state);
  try {
    await applyLoggedUpdates(db, id, doc);
    return Y.encodeStateAsUpdate(doc, stateVector);
  } finally {
    doc.destroy();
  }
}
