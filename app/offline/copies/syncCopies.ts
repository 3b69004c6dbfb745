import { DOCUMENTS_PER_REQUEST } from '@common/offline';
import type { NoteList, NoteSummary } from '@common/schemas/notes';
import type { DocumentsRequest, DocumentsResponse } from '@common/schemas/sync';
import * as Y from 'yjs';
import { noteTextOf } from '../search/plainText';
import { fromBase64, toBase64 } from './base64';
import { copyIndex, type CopyEntry } from './copyIndex';
import { copiesOnDevice, hasChangesBeyond, removeCopy, withCopy } from './deviceCopy';

/** The two calls the sync makes (notesApi and copiesApi in the app; stand-ins in tests). */
export interface CopySyncApi {
  listNotes: (params: { limit: number; cursor?: string }) => Promise<NoteList>;
  fetchDocuments: (request: DocumentsRequest) => Promise<DocumentsResponse>;
}

export interface CopySyncOptions {
  userId: string;
  /** How many of the most recent notes to keep (the device's setting). */
  count: number;
  api: CopySyncApi;
  /** Told of every entry written (the search index follows) and removed (null). */
  onChange?: (id: string, entry: CopyEntry | null) => void;
  /** Stops between notes when true (sign-out, the tab going away). */
  cancelled?: () => boolean;
  /** Lets the browser breathe between notes (idle time in the app). */
  pause?: () => Promise<void>;
  /**
   * Notes an editor here has open: their copies are the editor's to write while it is, so they
   * are neither fetched nor removed until a run after it closes.
   */
  openHere?: (id: string) => boolean;
}

export interface CopySyncResult {
  fetched: number;
  removed: number;
  copies: number;
}

const LIST_PAGE = 200;

/** The most recent `count` live notes, newest first; `complete` when that is all of them. */
async function recentNotes(api: CopySyncApi, count: number) {
  const notes: NoteSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.listNotes({ limit: LIST_PAGE, ...(cursor ? { cursor } : {}) });
    notes.push(...page.notes);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && notes.length < count);
  return { notes: notes.slice(0, count), complete: !cursor && notes.length <= count };
}

const blankEntry = (id: string, opened: boolean): CopyEntry => ({
  id,
  summary: null,
  updatedAt: null,
  title: '',
  text: '',
  opened,
  syncedVector: null,
});

/**
 * Brings this device's copies up to date: the most recent `count` notes
 * fetched (only what each copy lacks, by its state vector) into the same
 * databases the editor uses; copies beyond `count` that were never opened,
 * and copies of notes gone to the trash, removed — never one holding local
 * changes the server lacks.
 */
export async function syncCopies(options: CopySyncOptions): Promise<CopySyncResult> {
  const {
    userId,
    count,
    api,
    onChange,
    cancelled = () => false,
    pause = async () => {},
    openHere = () => false,
  } = options;
  const { notes, complete } = await recentNotes(api, count);
  const entries = new Map((await copyIndex.all(userId)).map((entry) => [entry.id, entry]));
  // Copies the editor made before this index knew of them: opened notes.
  for (const id of await copiesOnDevice(userId)) {
    if (!entries.has(id)) entries.set(id, blankEntry(id, true));
  }

  const wanted = new Map(notes.map((note) => [note.id, note]));
  const stale: string[] = [];
  for (const note of notes) {
    if (openHere(note.id)) continue;
    const entry = entries.get(note.id);
    if (entry?.updatedAt === note.updatedAt) {
      // Same version: only the record (tags, pin) may have moved.
      if (JSON.stringify(entry.summary) !== JSON.stringify(note)) {
        await copyIndex.put(userId, { ...entry, summary: note });
      }
    } else stale.push(note.id);
  }
  const others = [...entries.keys()].filter((id) => !wanted.has(id) && !openHere(id));
  // With every live note listed, the others are gone; otherwise the server says which are live.
  const toAsk = complete ? stale : [...stale, ...others];

  let fetched = 0;
  // Asked for and left out of the answer: not a live note of this user any more.
  const gone = new Set<string>();
  let pending = toAsk;
  while (pending.length > 0 && !cancelled()) {
    const batch = pending.slice(0, DOCUMENTS_PER_REQUEST);
    const request = await Promise.all(
      batch.map(async (id) => {
        const vector = entries.has(id) ? await stateVectorOf(userId, id) : null;
        return vector && vector.length > 1 ? { id, stateVector: toBase64(vector) } : { id };
      }),
    );
    const { documents } = await api.fetchDocuments({ notes: request });
    // The answer keeps the order asked and may stop early (a size budget): the ids up to its
    // last document were answered, those after it are asked again.
    const last = documents.length > 0 ? batch.indexOf(documents[documents.length - 1]!.id) : -1;
    const answered = documents.length > 0 ? batch.slice(0, last + 1) : batch;
    const returned = new Set(documents.map((document) => document.id));
    for (const id of answered) if (!returned.has(id)) gone.add(id);
    for (const document of documents) {
      if (cancelled()) break;
      const entry = await applyDocument(userId, entries.get(document.id), document, wanted);
      entries.set(entry.id, entry);
      onChange?.(entry.id, entry);
      fetched += 1;
      await pause();
    }
    pending = [...batch.slice(answered.length), ...pending.slice(batch.length)];
  }
  if (cancelled()) return { fetched, removed: 0, copies: entries.size };

  // Gone (trashed, deleted) or beyond N and never opened; a stale note the server left
  // out went to the trash between the list and the request.
  const removable = [
    ...others.filter((id) => complete || gone.has(id) || !entries.get(id)?.opened),
    ...stale.filter((id) => gone.has(id) && entries.has(id)),
  ];
  let removed = 0;
  for (const id of removable) {
    const entry = entries.get(id);
    // Never a copy holding words the server lacks.
    if (entry && (await holdsLocalChanges(userId, entry))) continue;
    await removeCopy(userId, id);
    await copyIndex.remove(userId, id);
    entries.delete(id);
    onChange?.(id, null);
    removed += 1;
  }
  await copyIndex.setLastSyncAt(userId, new Date().toISOString());
  return { fetched, removed, copies: entries.size };
}

const stateVectorOf = (userId: string, id: string) =>
  withCopy(userId, id, ({ doc }) => Y.encodeStateVector(doc));

async function holdsLocalChanges(userId: string, entry: CopyEntry): Promise<boolean> {
  const vector = await stateVectorOf(userId, entry.id);
  return hasChangesBeyond(vector, entry.syncedVector ? fromBase64(entry.syncedVector) : null);
}

/** Writes the server's update into the copy and returns the entry that now describes it. */
async function applyDocument(
  userId: string,
  known: CopyEntry | undefined,
  document: DocumentsResponse['documents'][number],
  wanted: Map<string, NoteSummary>,
): Promise<CopyEntry> {
  const previous = known ?? blankEntry(document.id, false);
  const entry = await withCopy(userId, document.id, async ({ doc, apply }) => {
    const synced = previous.syncedVector ? fromBase64(previous.syncedVector) : null;
    // Nothing here beyond what the server has: after its update the copy is exactly the server's.
    const clean = !hasChangesBeyond(Y.encodeStateVector(doc), synced);
    await apply(fromBase64(document.update));
    const { title, text } = noteTextOf(doc);
    return {
      ...previous,
      summary: wanted.get(document.id) ?? previous.summary,
      updatedAt: document.updatedAt,
      title,
      text,
      syncedVector: clean ? toBase64(Y.encodeStateVector(doc)) : previous.syncedVector,
    };
  });
  await copyIndex.put(userId, entry);
  return entry;
}
