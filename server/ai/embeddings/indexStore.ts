import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chunkEmbedding, note, noteChunk, noteIndexState } from '../../db/schema';
import { chunkNote } from './chunker';

/*
 * The indexer's reads and writes. Passages (note_chunks) follow the note's
 * text; vectors (chunk_embeddings) are keyed by the passage's hash, model and
 * dimensions, so the same text never goes to the same model twice, whichever
 * note holds it and however often it is cut again.
 */

/** A passage's text by its hash: what the model is asked to embed. */
export interface PendingText {
  hash: string;
  text: string;
}

/**
 * Cuts one note into passages again, rewrites them if any changed, and marks
 * the note cut at the `updated_at` it was read with. Answers its passages, or
 * null when the note no longer exists.
 */
export async function rechunkNote(db: Db, noteId: string): Promise<PendingText[] | null> {
  const [row] = await db
    .select({
      userId: note.userId,
      title: note.title,
      plainText: note.plainText,
      updatedAt: note.updatedAt,
    })
    .from(note)
    .where(eq(note.id, noteId));
  if (!row) return null;
  const chunks = chunkNote(row.title, row.plainText);
  await db.transaction(async (tx) => {
    const stored = await tx
      .select({ hash: noteChunk.contentHash })
      .from(noteChunk)
      .where(eq(noteChunk.noteId, noteId))
      .orderBy(asc(noteChunk.ordinal));
    const unchanged =
      stored.length === chunks.length &&
      stored.every((chunk, index) => chunk.hash === chunks[index]?.hash);
    if (!unchanged) {
      // Upserted by position rather than deleted and inserted: two servers cutting one note at
      // once then both succeed (the later write wins) instead of one failing on the key.
      if (chunks.length > 0)
        await tx
          .insert(noteChunk)
          .values(
            chunks.map((chunk) => ({
              noteId,
              ordinal: chunk.ordinal,
              userId: row.userId,
              contentHash: chunk.hash,
              text: chunk.text,
            })),
          )
          .onConflictDoUpdate({
            target: [noteChunk.noteId, noteChunk.ordinal],
            set: {
              contentHash: sql`excluded.content_hash`,
              text: sql`excluded.text`,
              userId: sql`excluded.user_id`,
            },
          });
      await tx
        .delete(noteChunk)
        .where(and(eq(noteChunk.noteId, noteId), gte(noteChunk.ordinal, chunks.length)));
    }
    await tx
      .insert(noteIndexState)
      .values({ noteId, userId: row.userId, noteUpdatedAt: row.updatedAt })
      .onConflictDoUpdate({
        target: noteIndexState.noteId,
        set: { noteUpdatedAt: row.updatedAt, indexedAt: sql`now()` },
      });
  });
  return chunks.map((chunk) => ({ hash: chunk.hash, text: chunk.text }));
}

/**
 * Notes never cut, or changed since (trashed ones too: their passages wait
 * for a restore). What a restart resumes from.
 */
export async function staleNotes(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: note.id })
    .from(note)
    .leftJoin(noteIndexState, eq(noteIndexState.noteId, note.id))
    .where(or(isNull(noteIndexState.noteId), lt(noteIndexState.noteUpdatedAt, note.updatedAt)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A vector of this model, and of these dimensions once they are known. */
const vectorOf = (model: string, dimensions: number | null) =>
  and(
    eq(chunkEmbedding.contentHash, noteChunk.contentHash),
    eq(chunkEmbedding.model, model),
    dimensions === null ? undefined : eq(chunkEmbedding.dimensions, dimensions),
  );

/** Of these hashes, those that already have a vector of the model. */
export async function embeddedHashes(
  db: Db,
  hashes: string[],
  model: string,
  dimensions: number | null,
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: chunkEmbedding.contentHash })
    .from(chunkEmbedding)
    .where(
      and(
        inArray(chunkEmbedding.contentHash, hashes),
        eq(chunkEmbedding.model, model),
        dimensions === null ? undefined : eq(chunkEmbedding.dimensions, dimensions),
      ),
    );
  return new Set(rows.map((row) => row.hash));
}

/**
 * Passages (of anyone) with no vector of the model, a page at a time in hash
 * order from `after`: what a restart, a new model or new dimensions embed.
 */
export async function unembeddedPassages(
  db: Db,
  model: string,
  dimensions: number | null,
  after: string,
  limit: number,
): Promise<PendingText[]> {
  return db
    .select({ hash: noteChunk.contentHash, text: sql<string>`min(${noteChunk.text})` })
    .from(noteChunk)
    .where(
      and(
        gt(noteChunk.contentHash, after),
        sql`not exists (select 1 from ${chunkEmbedding} where ${vectorOf(model, dimensions)})`,
      ),
    )
    .groupBy(noteChunk.contentHash)
    .orderBy(asc(noteChunk.contentHash))
    .limit(limit);
}

/** Keeps vectors (unit length) under their passage's hash, model and dimensions. */
export async function storeVectors(
  db: Db,
  model: string,
  dimensions: number,
  vectors: { hash: string; vector: number[] }[],
): Promise<void> {
  if (vectors.length === 0) return;
  await db
    .insert(chunkEmbedding)
    .values(
      vectors.map(({ hash, vector }) => ({
        contentHash: hash,
        model,
        dimensions,
        embedding: vector,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Whether every live note of the user has been cut since its last change
 * and every passage of them has a vector of the model (of these dimensions,
 * once known).
 */
export async function isAccountIndexed(
  db: Db,
  userId: string,
  model: string,
  dimensions: number | null,
): Promise<boolean> {
  const live = and(eq(note.userId, userId), isNull(note.deletedAt));
  const uncut = db
    .select({ one: sql`1` })
    .from(note)
    .leftJoin(noteIndexState, eq(noteIndexState.noteId, note.id))
    .where(
      and(
        live,
        or(isNull(noteIndexState.noteId), lt(noteIndexState.noteUpdatedAt, note.updatedAt)),
      ),
    );
  const unembedded = db
    .select({ one: sql`1` })
    .from(noteChunk)
    .innerJoin(note, eq(note.id, noteChunk.noteId))
    .where(
      and(
        eq(noteChunk.userId, userId),
        live,
        sql`not exists (select 1 from ${chunkEmbedding} where ${vectorOf(model, dimensions)})`,
      ),
    );
  // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
  const result = await db.execute(
    sql`select (exists (${uncut}) or exists (${unembedded})) as behind`,
  );
  const { rows } = result as { rows: { behind: boolean }[] };
  return rows[0]?.behind === false;
}
