import type { VectorMode } from '@common/schemas/health';
import { and, desc, eq, gte, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { chunkEmbedding, note, noteChunk } from '../../db/schema';
import { tagFilter } from '../../notes/tags';
import { likePattern } from '../../search/parseQuery';
import type { AiProvider } from '../aiProvider';
import { vectorIndex } from './vectorIndex';

/** A vector scaled to length 1, so that an inner product is the cosine similarity. */
export function normalize(vector: readonly number[]): number[] {
  const length = Math.hypot(...vector);
  return length === 0 ? [...vector] : vector.map((value) => value / length);
}

/** Where to look: one user's live notes, vectors of one model and size. */
export interface VectorQuery {
  userId: string;
  /** Unit length (see normalize), as every stored vector is. */
  vector: number[];
  model: string;
  /** A note left out (related notes leave out the note itself). */
  excludeNoteId?: string | undefined;
  /** Only notes with this tag (search's `tag`). */
  tag?: string | undefined;
  /** Notes containing any of these words are left out (search's `-word`). */
  excludeWords?: string[] | undefined;
}

/** A passage near the query, with its note's title and date. */
export interface PassageHit {
  noteId: string;
  ordinal: number;
  text: string;
  title: string;
  updatedAt: Date;
  /** Cosine similarity, −1 to 1 (in practice 0 to 1). */
  score: number;
}

/**
 * The similarity of each stored vector to the query, computed exactly for
 * every passage of the caller (there is no approximate index: see
 * docs/performance.md, "AI search"). With pgvector, `<#>` (negative inner
 * product) on the `real[]` column cast to `vector`. Without it, the inner
 * product in plain SQL: by subscripts on PostgreSQL, by `unnest` on PGlite
 * (each measured the faster there).
 */
function similarity(mode: VectorMode, driver: Database['driver'], vector: number[]): SQL<number> {
  if (mode === 'pgvector')
    return sql<number>`(-(${chunkEmbedding.embedding}::vector <#> ${`[${vector.join(',')}]`}::vector))::float8`;
  const query = sql`${`{${vector.join(',')}}`}::real[]`;
  if (driver === 'postgres')
    return sql<number>`(select sum(${chunkEmbedding.embedding}[i] * (${query})[i])::float8
      from generate_series(1, ${vector.length}::int) as i)`;
  return sql<number>`(select sum(a * b)::float8 from unnest(${chunkEmbedding.embedding}, ${query}) as t(a, b))`;
}

/**
 * Which passages count: the user's (a passage carries its note's owner), not
 * of a trashed note, and through the note itself only for the filters that
 * need it (a tag, excluded words). Joining every note just to check the trash
 * would read each note's row; the user's few trashed ids are a short list.
 */
function inScope(query: VectorQuery): SQL | undefined {
  const trashed = sql`select ${note.id} from ${note}
    where ${note.userId} = ${query.userId} and ${note.deletedAt} is not null`;
  const haystack = sql`(${note.title} || ' ' || ${note.plainText})`;
  const noteFilters = [
    query.tag ? tagFilter(query.tag) : undefined,
    ...(query.excludeWords ?? []).map((word) => not(sql`${haystack} ilike ${likePattern(word)}`)),
  ].filter((filter) => filter !== undefined);
  return and(
    eq(noteChunk.userId, query.userId),
    sql`${noteChunk.noteId} not in (${trashed})`,
    query.excludeNoteId ? ne(noteChunk.noteId, query.excludeNoteId) : undefined,
    noteFilters.length > 0
      ? sql`exists (select 1 from ${note} where ${note.id} = ${noteChunk.noteId} and ${and(...noteFilters)})`
      : undefined,
  );
}

/**
 * Every passage in scope with its similarity, as a subquery. Narrow on
 * purpose (ids and the score): sorting ten thousand of them must stay in
 * memory; the text and titles are joined for the few that are kept.
 */
function scoredPassages(database: Database, mode: VectorMode, query: VectorQuery) {
  return database.db
    .select({
      noteId: noteChunk.noteId,
      ordinal: noteChunk.ordinal,
      score: similarity(mode, database.driver, query.vector).as('score'),
    })
    .from(noteChunk)
    .innerJoin(
      chunkEmbedding,
      and(
        eq(chunkEmbedding.contentHash, noteChunk.contentHash),
        eq(chunkEmbedding.model, query.model),
        eq(chunkEmbedding.dimensions, query.vector.length),
      ),
    )
    .where(inScope(query))
    .as('scored');
}

/** The kept passages' text and their notes' titles and dates, best first. */
async function withText(
  database: Database,
  userId: string,
  kept: { noteId: string; ordinal: number; score: number }[],
): Promise<PassageHit[]> {
  if (kept.length === 0) return [];
  const rows = await database.db
    .select({
      noteId: noteChunk.noteId,
      ordinal: noteChunk.ordinal,
      text: noteChunk.text,
      title: note.title,
      updatedAt: note.updatedAt,
    })
    .from(noteChunk)
    .innerJoin(note, eq(note.id, noteChunk.noteId))
    .where(
      and(
        eq(note.userId, userId),
        isNull(note.deletedAt),
        or(
          ...kept.map((passage) =>
            and(eq(noteChunk.noteId, passage.noteId), eq(noteChunk.ordinal, passage.ordinal)),
          ),
        ),
      ),
    );
  const byKey = new Map(rows.map((row) => [`${row.noteId}/${row.ordinal}`, row]));
  return kept.flatMap((passage) => {
    const row = byKey.get(`${passage.noteId}/${passage.ordinal}`);
    return row ? [{ ...row, score: passage.score }] : [];
  });
}

/** The caller's passages nearest the query, best first, at least `floor` similar (ask's sources). */
export async function nearestPassages(
  database: Database,
  mode: VectorMode,
  query: VectorQuery,
  options: { limit: number; floor: number },
): Promise<PassageHit[]> {
  const scored = scoredPassages(database, mode, query);
  // Filtered here rather than in SQL, where the planner would compute every similarity twice.
  const kept = await database.db
    .select()
    .from(scored)
    .orderBy(desc(scored.score))
    .limit(options.limit);
  return withText(
    database,
    query.userId,
    kept.filter((passage) => passage.score >= options.floor),
  );
}

/**
 * The caller's notes nearest the query, each by its best passage, best
 * first, at least `floor` similar (semantic search, related notes). Equal
 * scores: the most recently edited first.
 */
export async function nearestNotes(
  database: Database,
  mode: VectorMode,
  query: VectorQuery,
  options: { limit: number; floor: number },
): Promise<PassageHit[]> {
  const { db } = database;
  const scored = scoredPassages(database, mode, query);
  const best = db
    .selectDistinctOn([scored.noteId])
    .from(scored)
    .orderBy(scored.noteId, desc(scored.score))
    .as('best');
  const kept = await db
    .select()
    .from(best)
    .where(gte(best.score, options.floor))
    .orderBy(desc(best.score))
    .limit(options.limit);
  const hits = await withText(database, query.userId, kept);
  return hits.sort((a, b) => b.score - a.score || b.updatedAt.getTime() - a.updatedAt.getTime());
}

/**
 * A note's own meaning: the mean of its passages' vectors, unit length; null
 * while the note has none of this model and size (not indexed yet).
 */
export async function noteVector(
  db: Db,
  noteId: string,
  model: string,
  dimensions: number,
): Promise<number[] | null> {
  const rows = await db
    .select({ embedding: chunkEmbedding.embedding })
    .from(noteChunk)
    .innerJoin(
      chunkEmbedding,
      and(
        eq(chunkEmbedding.contentHash, noteChunk.contentHash),
        eq(chunkEmbedding.model, model),
        eq(chunkEmbedding.dimensions, dimensions),
      ),
    )
    .where(eq(noteChunk.noteId, noteId));
  if (rows.length === 0) return null;
  const sum = new Array<number>(dimensions).fill(0);
  for (const { embedding } of rows)
    embedding.forEach((value, index) => (sum[index] = (sum[index] ?? 0) + value));
  return normalize(sum);
}

/**
 * The unit vector of a search box's text or a question, from the embedding
 * model (the dimensions it answers with are noted for the indexer).
 */
export async function embedQuery(
  database: Database,
  ai: AiProvider,
  text: string,
  signal?: AbortSignal,
): Promise<{ vector: number[]; model: string }> {
  const result = await ai.embed([text], { signal });
  vectorIndex(database).observe(result.model, result.dimensions);
  return { vector: normalize(result.vectors[0] ?? []), model: result.model };
}
