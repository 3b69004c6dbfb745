import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
 * Cuts notes into passages again, rewrites those whose passages changed, and
 * marks each cut at the `updated_at` it was read with: a few statements for
 * the whole batch, in one transaction. Answers the passages of the notes
 * that still exist.
 */
export async function rechunkNotes(db: Db, noteIds: string[]): Promise<PendingText[]> {
  if (noteIds.length === 0) return [];
  const rows = await db
    .select({
      id: note.id,
      userId: note.userId,
      title: note.title,
      plainText: note.plainText,
      // As text: a Date keeps milliseconds, PostgreSQL microseconds, and the state written back
      // must equal the note's updated_at exactly or the note would look changed for ever.
      updatedAt: sql<string>`${note.updatedAt}::text`,
    })
    .from(note)
    .where(inArray(note.id, noteIds));
  if (rows.length === 0) return [];
  const cut = rows.map((row) => ({ row, chunks: chunkNote(row.title, row.plainText) }));

  await db.transaction(async (tx) => {
    const stored = await tx
      .select({ noteId: noteChunk.noteId, hash: noteChunk.contentHash })
      .from(noteChunk)
      .where(
        inArray(
          noteChunk.noteId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(noteChunk.noteId), asc(noteChunk.ordinal));
    const storedHashes = new Map<string, string[]>();
    for (const chunk of stored)
      storedHashes.set(chunk.noteId, [...(storedHashes.get(chunk.noteId) ?? []), chunk.hash]);
    const changed = cut.filter(({ row, chunks }) => {
      const before = storedHashes.get(row.id) ?? [];
      return (
        before.length !== chunks.length ||
        chunks.some((chunk, index) => chunk.hash !== before[index])
      );
    });

    const passages = changed.flatMap(({ row, chunks }) =>
      chunks.map((chunk) => ({
        noteId: row.id,
        ordinal: chunk.ordinal,
        userId: row.userId,
        contentHash: chunk.hash,
        text: chunk.text,
      })),
    );
    // Upserted by position rather than deleted and inserted: two servers cutting one note at
    // once then both succeed (the later write wins) instead of one failing on the key.
    if (passages.length > 0)
      await tx
        .insert(noteChunk)
        .values(passages)
        .onConflictDoUpdate({
          target: [noteChunk.noteId, noteChunk.ordinal],
          set: {
            contentHash: sql`excluded.content_hash`,
            text: sql`excluded.text`,
            userId: sql`excluded.user_id`,
          },
        });
    if (changed.length > 0)
      await tx.execute(sql`delete from ${noteChunk} using (values ${sql.join(
        changed.map(({ row, chunks }) => sql`(${row.id}, ${chunks.length}::int)`),
        sql`, `,
      )}) as kept (note_id, count)
        where ${noteChunk.noteId} = kept.note_id and ${noteChunk.ordinal} >= kept.count`);

    await tx
      .insert(noteIndexState)
      .values(
        cut.map(({ row }) => ({
          noteId: row.id,
          userId: row.userId,
          noteUpdatedAt: sql`${row.updatedAt}::timestamptz`,
        })),
      )
      .onConflictDoUpdate({
        target: noteIndexState.noteId,
        set: { noteUpdatedAt: sql`excluded.note_updated_at`, indexedAt: sql`now()` },
      });
  });
  return cut.flatMap(({ chunks }) =>
    chunks.map((chunk) => ({ hash: chunk.hash, text: chunk.text })),
  );
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
 * once known). Written as anti-joins the planner can hash (a count, not an
 * EXISTS that it would walk note by note through the index): about 30 ms
 * for 10,000 notes on PGlite.
 */
export async function isAccountIndexed(
  db: Db,
  userId: string,
  model: string,
  dimensions: number | null,
): Promise<boolean> {
  const uncut = sql`select count(*) from ${note}
    where ${note.userId} = ${userId} and ${note.deletedAt} is null
      and not exists (select 1 from ${noteIndexState}
        where ${noteIndexState.noteId} = ${note.id}
          and ${noteIndexState.noteUpdatedAt} >= ${note.updatedAt})`;
  const trashed = sql`select ${note.id} from ${note}
    where ${note.userId} = ${userId} and ${note.deletedAt} is not null`;
  const unembedded = sql`select 1 from ${noteChunk}
    where ${noteChunk.userId} = ${userId} and ${noteChunk.noteId} not in (${trashed})
      and not exists (select 1 from ${chunkEmbedding} where ${vectorOf(model, dimensions)})`;
  // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
  const result = await db.execute(sql`select ((${uncut}) > 0 or exists (${unembedded})) as behind`);
  const { rows } = result as { rows: { behind: boolean }[] };
  return rows[0]?.behind === false;
}
