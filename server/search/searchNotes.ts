import type { SearchQuery, SearchResult } from '@common/schemas/notes';
import { and, desc, eq, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, noteTag, tag } from '../db/schema';
import { likePattern, parseQuery } from './parseQuery';
import { buildSnippet } from './snippet';

/** How close a mistyped title must be (pg_trgm word similarity, 0–1). */
const TITLE_TYPO_SIMILARITY = 0.45;

/**
 * Finds the user's notes (never trashed ones) for a search box's text. A note
 * matches by any of: full-text search with web-search syntax; every word
 * found as a substring of its title or text (words inside longer words,
 * scripts without spaces, the word being typed); a title close to the query
 * despite typos; a tag name. Excluded words rule a note out whichever way it
 * matched. Title matches rank first, then full-text rank, then recency.
 */
export async function searchNotes(
  db: Db,
  userId: string,
  query: SearchQuery,
): Promise<SearchResult[]> {
  const parsed = parseQuery(query.q);
  if (parsed.include.length === 0) return [];

  const haystack = sql`(${note.title} || ' ' || ${note.plainText})`;
  const contains = (term: string) => sql`${haystack} ilike ${likePattern(term)}`;
  const substring = (parsed.anyOf ? or : and)(...parsed.include.map(contains));
  const fullText = sql`${note.searchVector} @@ websearch_to_tsquery('simple', ${query.q})`;
  const titleTypo = sql`word_similarity(${query.q}, ${note.title}) >= ${TITLE_TYPO_SIMILARITY}`;
  const tagged = sql`exists (select 1 from ${noteTag} join ${tag} on ${tag.id} = ${noteTag.tagId}
    where ${noteTag.noteId} = ${note.id} and lower(${tag.name}) in (${sql.join(
      parsed.include.map((term) => sql`${term}`),
      sql`, `,
    )}))`;

  const conditions: (SQL | undefined)[] = [
    eq(note.userId, userId),
    isNull(note.deletedAt),
    or(fullText, substring, titleTypo, tagged),
    ...parsed.exclude.map((term) => not(contains(term))),
  ];
  if (query.tag) {
    conditions.push(sql`exists (select 1 from ${noteTag} join ${tag} on ${tag.id} = ${noteTag.tagId}
      where ${noteTag.noteId} = ${note.id} and lower(${tag.name}) = ${query.tag.toLowerCase()})`);
  }

  const titleHit = sql<number>`case when ${or(...parsed.include.map((term) => sql`${note.title} ilike ${likePattern(term)}`))} then 1 else 0 end`;
  const rank = sql<number>`ts_rank_cd(${note.searchVector}, websearch_to_tsquery('simple', ${query.q}))`;
  const rows = await db
    .select({
      id: note.id,
      title: note.title,
      plainText: note.plainText,
      updatedAt: note.updatedAt,
    })
    .from(note)
    .where(and(...conditions))
    .orderBy(
      desc(titleHit),
      desc(rank),
      desc(sql`word_similarity(${query.q}, ${note.title})`),
      desc(note.updatedAt),
    )
    .limit(query.limit);

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    snippet: buildSnippet(row.plainText, parsed.include),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
