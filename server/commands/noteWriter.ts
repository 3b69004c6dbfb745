import type * as Y from 'yjs';
import { randomUUID } from 'node:crypto';
import { TITLE_FIELD } from '@common/editor/noteFields';
import type { CreateNote, UpdateNote } from '@common/schemas/notes';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import { editConflict } from '../errors';
import {
  applyPreparedBody,
  encodeNoteDoc,
  loadNoteDoc,
  newNoteDoc,
  projectNote,
  setTitle,
  type NoteProjection,
  type PreparedBody,
} from '../notes/noteDocument';
import { parseUntrustedMarkdown } from '../markdown/markdownPool';
import { linkTagsByName } from '../notes/tags';
import type { InsertedNote } from '../notes/insertNotesTogether';
import type { FullNoteRow } from '../notes/noteQueries';
import type { LiveNotes } from '../collab/collabServer';
import { noteEvents, type NoteChangeSource } from './noteChanged';
import { insertNewNote } from './newNoteQueue';

/*
 * The one write path of a note's document and projection: REST, the live
 * editor's store, templates, the welcome and demo notes all write through
 * here, and each committed write emits one "note changed" event (see
 * noteChanged.ts) for features that follow notes.
 */

/** What a new note may carry besides its content: how the demo account's samples look lived in. */
export interface CreateNoteOptions {
  /** Who is writing; the API unless said otherwise. */
  source?: NoteChangeSource;
  pinned?: boolean;
  /** When the note was written (created and last updated); now by default. */
  writtenAt?: Date;
  /** An imported note's own dates, when it has them (each falls back to `writtenAt`, then now). */
  createdAt?: Date | undefined;
  updatedAt?: Date | undefined;
  /** The new note's id, chosen by the caller (an import links notes to each other first). */
  id?: string;
  /** Runs in the note's transaction once it is inserted (an import records where it came from). */
  alsoWrite?: (tx: Db, noteId: string) => Promise<void>;
  /**
   * A body the server built itself (a voice note's player), for content Markdown cannot
   * say; used when `input.markdown` is empty.
   */
  body?: PreparedBody;
}

/**
 * Creates a note (its Yjs document, projection and tags); with tags, in one
 * statement. Its Markdown is read off the event loop, within a budget
 * (413/422 past it: see server/markdown).
 */
export async function createNote(
  db: Db,
  userId: string,
  input: CreateNote,
  options: CreateNoteOptions = {},
): Promise<string> {
  return (await createNoteAnswered(db, userId, input, options)).id;
}

/** A new note's id and, where its insert could tell, the note as a read of it answers. */
export interface CreatedNote {
  id: string;
  /** Undefined after `alsoWrite` or a tag another request added meanwhile: read the note. */
  answer: FullNoteRow | undefined;
}

/**
 * createNote, answering the new note from what it wrote and what its insert
 * returned (dates, tags), so the API need not read it back: a create is one
 * statement.
 */
export async function createNoteAnswered(
  db: Db,
  userId: string,
  input: CreateNote,
  {
    source = 'api',
    pinned,
    writtenAt,
    createdAt,
    updatedAt,
    id: chosenId,
    alsoWrite,
    body: builtBody,
  }: CreateNoteOptions = {},
): Promise<CreatedNote> {
  const events = noteEvents(db);
  const body = input.markdown ? await parseUntrustedMarkdown(input.markdown) : builtBody;
  const doc = newNoteDoc();
  if (input.title) setTitle(doc, input.title);
  if (body) applyPreparedBody(doc, body);
  const id = chosenId ?? randomUUID();
  const projection = projectionOf(doc, body);
  const created = createdAt ?? writtenAt;
  const updated = updatedAt ?? writtenAt ?? createdAt;
  const row = {
    id,
    userId,
    ydoc: encodeNoteDoc(doc),
    ...projection,
    ...(pinned === undefined ? {} : { pinned }),
    ...(created ? { createdAt: created } : {}),
    ...(updated ? { updatedAt: updated } : {}),
  };
  const tags = input.tags ?? [];
  let inserted: InsertedNote | undefined;
  if (!alsoWrite) {
    // One statement, no transaction (BEGIN and COMMIT would double the round trips), shared
    // with the notes created meanwhile.
    inserted = await insertNewNote(db, { row, tags });
  } else {
    await db.transaction(async (tx) => {
      await tx.insert(note).values(row);
      if (tags.length > 0) await linkTagsByName(tx, userId, id, tags, { replace: false });
      await alsoWrite?.(tx, id);
    });
  }
  // Compared with nothing at all: a blank new note changed no text.
  const textChanged = textDiffers({ title: '', plainText: '' }, projection);
  events.emit({ noteId: id, userId, source, textChanged });
  const answer: FullNoteRow | undefined = inserted && {
    id,
    userId,
    title: projection.title,
    excerpt: projection.excerpt,
    markdown: projection.markdown,
    wordCount: projection.wordCount,
    pinned: pinned ?? false,
    createdAt: inserted.createdAt,
    updatedAt: inserted.updatedAt,
    deletedAt: null,
    journalDate: null,
    journalMood: null,
    tags: inserted.tags,
  };
  return { id, answer };
}

/** What an edit needs of the note as its caller read it: owner, document, and text to compare. */
export type EditedNote = Pick<
  typeof note.$inferSelect,
  'id' | 'userId' | 'ydoc' | 'title' | 'plainText'
>;

/** How often an edit is reapplied when another write changed the document in between. */
const MAX_ATTEMPTS = 5;

/**
 * Applies a REST edit (or one made on the user's behalf: `source`). Title
 * and Markdown go through the note's Yjs document, the one source of truth,
 * and the projection is rewritten from it.
 *
 * The document is written only if it is still the one the edit was applied
 * to (compare-and-set on `ydoc`); otherwise the edit is applied again to the
 * newer document. Two concurrent edits of one note (say, one of the title and
 * one of the body) both survive, with no lock and no extra round trip in the
 * usual case. A note that keeps changing through every attempt answers 409
 * EDIT_CONFLICT.
 */
export async function updateNote(
  db: Db,
  existing: EditedNote,
  patch: UpdateNote,
  live?: LiveNotes,
  source: NoteChangeSource = 'api',
): Promise<void> {
  const events = noteEvents(db);
  const values: Partial<typeof note.$inferInsert> = { updatedAt: new Date() };
  if (patch.pinned !== undefined) values.pinned = patch.pinned;
  const changesDoc = patch.title !== undefined || patch.markdown !== undefined;
  // Parsed once, before any document is touched: an edit past the budget changes nothing.
  const body =
    patch.markdown !== undefined ? await parseUntrustedMarkdown(patch.markdown) : undefined;
  const change = (doc: Y.Doc) => {
    if (patch.title !== undefined) setTitle(doc, patch.title);
    if (body) applyPreparedBody(doc, body);
  };

  // Open in an editor: change the live document, which every editor sees at once. Closing
  // that change stores the document quietly: this edit writes it next and reports it, once.
  const liveState =
    changesDoc && live
      ? await live.applyIfOpen(existing.id, existing.userId, change, { announcedByCaller: true })
      : null;

  const write = async (tx: Db): Promise<Written | undefined> => {
    if (!changesDoc) {
      const [written] = await tx
        .update(note)
        .set(values)
        .where(eq(note.id, existing.id))
        .returning({ userId: note.userId });
      return written && { ...written, textChanged: false };
    }
    if (liveState) {
      const doc = loadNoteDoc(liveState);
      const projection = projectionOf(doc, body);
      const [written] = await tx
        .update(note)
        .set({ ...values, ydoc: encodeNoteDoc(doc), ...projection })
        .where(eq(note.id, existing.id))
        .returning({ userId: note.userId });
      // Compared with the note as read: the store that closed the live change holds this text already.
      return written && { ...written, textChanged: textDiffers(existing, projection) };
    }
    // The row each attempt replaces holds `base`, and the projection of that document: the
    // text compared in memory, at no cost to the usual single round trip.
    let base: Pick<EditedNote, 'ydoc' | 'title' | 'plainText'> = existing;
    for (let attempt = 1; ; attempt++) {
      const doc = loadNoteDoc(base.ydoc);
      change(doc);
      const projection = projectionOf(doc, body);
      const [written] = await tx
        .update(note)
        .set({ ...values, ydoc: encodeNoteDoc(doc), ...projection })
        .where(and(eq(note.id, existing.id), eq(note.ydoc, base.ydoc)))
        .returning({ userId: note.userId });
      if (written) return { ...written, textChanged: textDiffers(base, projection) };
      const [current] = await tx
        .select({ ydoc: note.ydoc, title: note.title, plainText: note.plainText })
        .from(note)
        .where(eq(note.id, existing.id));
      // Deleted for good in between: nothing left to edit.
      if (!current) return undefined;
      if (attempt >= MAX_ATTEMPTS) throw editConflict();
      base = current;
    }
  };

  const tags = patch.tags;
  const written = tags
    ? await db.transaction(async (tx) => {
        const result = await write(tx);
        await linkTagsByName(tx, existing.userId, existing.id, tags, { replace: true });
        return result;
      })
    : await write(db);
  if (written) events.emit({ noteId: existing.id, ...written, source });
}

export interface EditorStoreOptions {
  /**
   * Runs in the same transaction once the note is written (the collaboration
   * server deletes the log rows the document covers).
   */
  alsoWrite?: ((tx: Db) => Promise<void>) | undefined;
  /**
   * False for the store that closes a REST edit's change to the live
   * document: that edit writes the same document next and reports it itself,
   * so one edit is one event. True otherwise.
   */
  announce?: boolean;
}

/**
 * Stores the live editor's document and its projection, unless the note is
 * in the trash (then nothing is written).
 */
export async function storeEditorDocument(
  db: Db,
  noteId: string,
  doc: Y.Doc,
  { alsoWrite, announce = true }: EditorStoreOptions = {},
): Promise<void> {
  const events = noteEvents(db);
  const values = { ydoc: encodeNoteDoc(doc), ...projectNote(doc), updatedAt: new Date() };
  const active = isNull(note.deletedAt);
  // Alone, one statement: no transaction needed.
  const written = alsoWrite
    ? await db.transaction(async (tx) => {
        const result = await writeDocument(tx, noteId, values, active);
        if (result) await alsoWrite(tx);
        return result;
      })
    : await writeDocument(db, noteId, values, active);
  if (written && announce) events.emit({ noteId, ...written, source: 'editor' });
}

/**
 * Rewrites a note's stored document under a row lock: `change` applies to
 * it (and may write other tables in the same transaction), then the document
 * and its projection are written back. Its dates stay: the collaboration
 * server merges edits logged before a crash this way.
 */
export async function rewriteNoteDocument(
  db: Db,
  noteId: string,
  source: NoteChangeSource,
  change: (doc: Y.Doc, tx: Db) => Promise<void>,
): Promise<void> {
  const events = noteEvents(db);
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ydoc: note.ydoc })
      .from(note)
      .where(eq(note.id, noteId))
      .for('update');
    if (!row) return undefined;
    const doc = loadNoteDoc(row.ydoc);
    await change(doc, tx);
    return writeDocument(tx, noteId, { ydoc: encodeNoteDoc(doc), ...projectNote(doc) });
  });
  if (written) events.emit({ noteId, ...written, source });
}

const textDiffers = (
  before: Pick<NoteProjection, 'title' | 'plainText'>,
  after: Pick<NoteProjection, 'title' | 'plainText'>,
) => before.title !== after.title || before.plainText !== after.plainText;

/** A written note's owner, and whether its title or plain text differ from the row it replaced. */
interface Written {
  userId: string;
  textChanged: boolean;
}

/**
 * Writes a note's document and projection (and any other values given)
 * where `condition` also holds, for writers that have not read the row. The
 * same statement reads the row it replaces in a CTE (RETURNING sees only the
 * new one), locked so that it is the row actually replaced, and answers
 * whether the text changed: no extra round trip.
 */
async function writeDocument(
  db: Db,
  noteId: string,
  values: Partial<typeof note.$inferInsert> & NoteProjection & { ydoc: Uint8Array },
  condition?: SQL,
): Promise<Written | undefined> {
  const before = db
    .$with('before')
    .as(
      db
        .select({ title: note.title, plainText: note.plainText })
        .from(note)
        .where(eq(note.id, noteId))
        .for('update'),
    );
  const [written] = await db
    .with(before)
    .update(note)
    .set(values)
    .from(before)
    .where(and(eq(note.id, noteId), condition))
    .returning({
      userId: note.userId,
      textChanged: sql<boolean>`(${note.title} <> ${before.title} or ${note.plainText} <> ${before.plainText})`,
    });
  return written;
}

/**
 * The note's projection: with a body the Markdown thread prepared, its
 * figures and the document's title, without walking a large body again on
 * the event loop.
 */
function projectionOf(doc: Y.Doc, body: PreparedBody | undefined): NoteProjection {
  if (!body?.projection) return projectNote(doc);
  return { ...body.projection, title: doc.getText(TITLE_FIELD).toJSON() };
}
