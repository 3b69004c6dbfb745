import { VERSION_AUTO_INTERVAL_MS } from '@common/schemas/versions';
import { and, eq, isNull } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { Db } from '../db/client';
import { note } from '../db/schema';
import type { Logger } from '../logger';
import { loadNoteDoc } from '../notes/noteDocument';
import { contentOf } from './versionDocument';
import { autoVersionDue, contentDiffers } from './versionRules';
import { insertVersion, newestVersion } from './versionStore';

/**
 * Automatic versions: the collaboration server stores a document after a
 * pause in typing, and then asks `afterStore`. A version is saved when the
 * note's newest one is at least VERSION_AUTO_INTERVAL_MS old (or there is
 * none) and the text differs from it, so at most one per ten minutes of
 * editing. Between those, stores cost no query: the time of the next check
 * is kept per open document.
 */
export function createAutoVersions(db: Db, logger: Logger, now: () => Date = () => new Date()) {
  const nextCheckAt = new WeakMap<Y.Doc, number>();

  async function check(noteId: string, doc: Y.Doc) {
    const at = now();
    if (at.getTime() < (nextCheckAt.get(doc) ?? 0)) return;
    const [owner] = await db
      .select({ userId: note.userId })
      .from(note)
      .where(and(eq(note.id, noteId), isNull(note.deletedAt)));
    // Gone or in the trash: its store wrote nothing either.
    if (!owner) return;
    const newest = await newestVersion(db, noteId);
    if (newest && !autoVersionDue(newest.createdAt, at)) {
      nextCheckAt.set(doc, newest.createdAt.getTime() + VERSION_AUTO_INTERVAL_MS);
      return;
    }
    // The same text as the newest version (typed and taken back): nothing new to keep.
    if (newest && !contentDiffers(contentOf(doc), contentOf(loadNoteDoc(newest.ydoc)))) return;
    await insertVersion(db, { noteId, userId: owner.userId, source: 'auto', createdAt: at }, doc);
    nextCheckAt.set(doc, at.getTime() + VERSION_AUTO_INTERVAL_MS);
  }

  return {
    /** Never throws: a version that could not be saved must not fail the store. */
    async afterStore(noteId: string, doc: Y.Doc) {
      try {
        await check(noteId, doc);
      } catch (error) {
        // Only the error's kind: a failed query's message lists its parameters, the note's text.
        logger.warn({ noteId, error: errorKind(error) }, 'automatic version not saved');
      }
    },
  };
}

/** An error's name and database code, without its message. */
function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}

export type AutoVersions = ReturnType<typeof createAutoVersions>;
