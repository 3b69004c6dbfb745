import type { NoteSummary } from '@common/schemas/notes';
import * as Y from 'yjs';
import { noteCopyChanged } from '../search/deviceSearch';
import { noteTextOf } from '../search/plainText';
import { toBase64 } from './base64';
import { copyIndex, type CopyEntry } from './copyIndex';

/**
 * The editor's copy of a note, as the index knows it: opened (kept however
 * old it gets), its title and text for search, and, when the server has
 * every change (`saved`), the state vector that proves it. `record` is the
 * server's record when the screen has it (null: opened offline from the copy).
 */
export function recordOpenedCopy(
  userId: string,
  noteId: string,
  record: (NoteSummary & { markdown?: string }) | null,
  doc: Y.Doc,
  saved: boolean,
): Promise<void> {
  // One at a time: each reads the entry and writes it back, so none may overwrite another's.
  const next = queue.then(() => writeEntry(userId, noteId, record, doc, saved));
  queue = next.catch(() => undefined);
  return next;
}

let queue: Promise<void> = Promise.resolve();

async function writeEntry(
  userId: string,
  noteId: string,
  record: (NoteSummary & { markdown?: string }) | null,
  doc: Y.Doc,
  saved: boolean,
): Promise<void> {
  const known = await copyIndex.get(userId, noteId);
  const { title, text } = noteTextOf(doc);
  // A document still loading from IndexedDB has no words yet: keep what the index had.
  const loading = title === '' && text === '' && known !== undefined;
  let summary = known?.summary ?? null;
  if (record) {
    const { markdown: _markdown, ...rest } = record;
    summary = rest;
  }
  const entry: CopyEntry = {
    id: noteId,
    summary,
    updatedAt: known?.updatedAt ?? null,
    title: loading ? known.title : title,
    text: loading ? known.text : text,
    opened: true,
    syncedVector: saved ? toBase64(Y.encodeStateVector(doc)) : (known?.syncedVector ?? null),
  };
  await copyIndex.put(userId, entry);
  noteCopyChanged(userId, noteId, entry);
}
