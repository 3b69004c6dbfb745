import { randomUUID } from 'node:crypto';
import type { VersionSource, VersionSummary } from '@common/schemas/versions';
import { and, desc, eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { LiveNotes } from '../collab/collabServer';
import { applyLoggedUpdates } from '../collab/updateLog';
import type { Db } from '../db/client';
import { note, noteVersion } from '../db/schema';
import { encodeNoteDoc, loadNoteDoc, projectNote } from '../notes/noteDocument';
import { contentOf } from './versionDocument';
import { contentDiffers } from './versionRules';

/*
 * The note_versions table: saving a version of a document, listing a note's
 * versions, reading one. Callers authorise the note first (policies/note);
 * every read here is scoped to that note.
 */

type VersionRow = typeof noteVersion.$inferSelect;

/** The fields of a version that leave the server in the list (never its document). */
export const presentVersion = (
  row: Pick<VersionRow, 'id' | 'createdAt' | 'source' | 'wordCount'>,
): VersionSummary => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  source: row.source as VersionSource,
  wordCount: row.wordCount,
});

const summaryColumns = {
  id: noteVersion.id,
  createdAt: noteVersion.createdAt,
  source: noteVersion.source,
  wordCount: noteVersion.wordCount,
};

/** Saves the document as a version of the note, with its title, Markdown and word count as they are. */
export async function insertVersion(
  db: Db,
  target: { noteId: string; userId: string; source: VersionSource; createdAt?: Date },
  doc: Y.Doc,
): Promise<VersionSummary> {
  const { title, markdown, wordCount } = projectNote(doc);
  const [row] = await db
    .insert(noteVersion)
    .values({
      id: randomUUID(),
      ...target,
      ydoc: encodeNoteDoc(doc),
      title,
      markdown,
      wordCount,
    })
    .returning(summaryColumns);
  if (!row) throw new Error(`note ${target.noteId}: version not saved`);
  return presentVersion(row);
}

/** A note's versions, newest first. */
export async function listVersions(db: Db, noteId: string): Promise<VersionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(noteVersion)
    .where(eq(noteVersion.noteId, noteId))
    .orderBy(desc(noteVersion.createdAt));
  return rows.map(presentVersion);
}

/** One version of this note; undefined when it is missing or another note's. */
export async function findVersion(
  db: Db,
  noteId: string,
  versionId: string,
): Promise<Pick<VersionRow, 'ydoc' | 'title' | 'markdown'> | undefined> {
  const [row] = await db
    .select({ ydoc: noteVersion.ydoc, title: noteVersion.title, markdown: noteVersion.markdown })
    .from(noteVersion)
    .where(and(eq(noteVersion.id, versionId), eq(noteVersion.noteId, noteId)));
  return row;
}

/** The note's newest version (any source), for the automatic version's rules. */
export async function newestVersion(
  db: Db,
  noteId: string,
): Promise<Pick<VersionRow, 'createdAt' | 'ydoc'> | undefined> {
  const [row] = await db
    .select({ createdAt: noteVersion.createdAt, ydoc: noteVersion.ydoc })
    .from(noteVersion)
    .where(eq(noteVersion.noteId, noteId))
    .orderBy(desc(noteVersion.createdAt))
    .limit(1);
  return row;
}

/**
 * The note's document as it is now: the open editors' one when the note is
 * open (newer than the stored one while someone types), else the stored
 * one with any logged update not merged yet.
 */
export async function currentDocument(
  db: Db,
  live: LiveNotes | undefined,
  noteId: string,
): Promise<Y.Doc | undefined> {
  const open = live?.currentState?.(noteId);
  if (open) return loadNoteDoc(open);
  const [row] = await db.select({ ydoc: note.ydoc }).from(note).where(eq(note.id, noteId));
  if (!row) return undefined;
  const doc = loadNoteDoc(row.ydoc);
  await applyLoggedUpdates(db, noteId, doc);
  return doc;
}

/**
 * Saves the note as it is now as a version. `unlessUnchanged`: not when the
 * newest version already holds the same text (a rewrite asked for twice
 * keeps one copy); answers undefined then.
 */
export async function saveCurrentVersion(
  db: Db,
  live: LiveNotes | undefined,
  target: { noteId: string; userId: string; source: VersionSource },
  { unlessUnchanged = false }: { unlessUnchanged?: boolean } = {},
): Promise<VersionSummary | undefined> {
  const doc = await currentDocument(db, live, target.noteId);
  if (!doc) return undefined;
  if (unlessUnchanged) {
    const newest = await newestVersion(db, target.noteId);
    if (newest && !contentDiffers(contentOf(doc), contentOf(loadNoteDoc(newest.ydoc))))
      return undefined;
  }
  return insertVersion(db, target, doc);
}
