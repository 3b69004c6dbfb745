import type { SearchQuery } from '@common/schemas/notes';
import { and, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, noteTag, tag } from '../db/schema';
import { tagFilter } from '../notes/tags';
import { likePattern, parseQuery } from './parseQuery';
import { buildSnippet } from './snippet';

/**
 * How many notes each way of matching hands to ranking at most, the most
 * recently edited first. Ranking reads every candidate's search vector and
 * title, so this bounds a search's cost however common its words are; a word
 * found in tens of thousands of notes ranks its most recent ones.
 */
const CANDIDATES_PER_WAY = 50;

/** A note that matched, with the text around its first match (escaped HTML, matches in <mark>). */
export interface SearchHit {
  id: string;
  title: string;
  snippet: string;
  updatedAt: Date;
}

/**
 * Finds the user's notes (never trashed ones) for a search box's text. A note
 * matches by any of: full-text search with web-search syntax; every word
 * found as a substring of its title or text (words inside longer words,
 * scripts without spaces, the word being typed); a title close to the query
 * despite typos; a tag name. Excluded words rule a note out whichever way it
 * matched. Title matches rank first, then full-text rank, then recency.
 *
 * Each way of matching is its own indexed query (full text or substrings: the
 * GIN index on the search vector OR the trigram index on title || ' ' ||
 * text; title substrings and typos: the trigram index on titles; tags: the
 * tag tables), bounded to CANDIDATES_PER_WAY notes; only their union is
 * ranked.
 */
export async function searchNotes(
  db: Db,
  userId: string,
  query: SearchQuery,
): Promise<SearchHit[]> {
  const parsed = parseQuery(query.q);
  if (parsed.include.length === 0) return [];

  // The exact expression of the trigram index notes_text_trgm_idx (server/db/schema/notes.ts).
  const haystack = sql`(${note.title} || ' ' || ${note.plainText})`;
  const contains = (term: string) => sql`${haystack} ilike ${likePattern(term)}`;
  const titleContains = (term: string) => sql`${note.title} ilike ${likePattern(term)}`;
  const tsquery = sql`websearch_to_tsquery('simple', ${query.q})`;

  const substring = (parsed.anyOf ? or : and)(...parsed.include.map(contains));
  const titleHit = or(...parsed.include.map(titleContains));
  const fullText = sql`${note.searchVector} @@ ${tsquery}`;
  // word_similarity(q, title) >= TITLE_TYPO_SIMILARITY, through the title's trigram index.
  const titleTypo = sql`${query.q} <% ${note.title}`;

  const eligible: (SQL | undefined)[] = [
    eq(note.userId, userId),
    isNull(note.deletedAt),
    ...parsed.exclude.map((term) => not(contains(term))),
  ];
  if (query.tag) eligible.push(tagFilter(query.tag));
  const way = (match: SQL | undefined, order: SQL = sql`${note.updatedAt} desc`) =>
    sql`(select ${note.id} from ${note} where ${and(...eligible, match)}
      order by ${order} limit ${CANDIDATES_PER_WAY})`;

  // The few tags named like a word: looked up first, so that a query naming none skips the way.
  const tagIds = (
    await db
      .select({ id: tag.id })
      .from(tag)
      .where(and(eq(tag.userId, userId), inArray(sql`lower(${tag.name})`, parsed.include)))
  ).map((row) => row.id);

  const ways = [
    // One query for both, so the planner can OR their two indexes (or walk recent notes).
    way(or(fullText, substring)),
    // Title matches rank first: they get candidates of their own. (One word in the title is a
    // match already; with several, the note must match them all.)
    way(parsed.include.length === 1 ? titleHit : and(substring, titleHit)),
    ...(tagIds.length > 0
      ? [
          way(
            sql`${note.id} in (select ${noteTag.noteId} from ${noteTag} where ${inArray(noteTag.tagId, tagIds)})`,
          ),
        ]
      : []),
  ];
  // Typo-only matches rank by similarity; ordering by it also keeps the planner on the title's
  // trigram index rather than walking every note in date order.
  const typoWay = way(titleTypo, sql`word_similarity(${query.q}, ${note.title}) desc`);

  const titleRank = sql<number>`case when ${titleHit} then 1 else 0 end`;
  const rank = sql<number>`ts_rank_cd(${note.searchVector}, ${tsquery})`;
  const ranked = (candidateWays: SQL[]) =>
    db
      .select({
        id: note.id,
        title: note.title,
        plainText: note.plainText,
        updatedAt: note.updatedAt,
        titleRank,
        rank,
      })
      .from(note)
      .where(sql`${note.id} in (${sql.join(candidateWays, sql` union `)})`)
      .orderBy(
        desc(titleRank),
        desc(rank),
        desc(sql`word_similarity(${query.q}, ${note.title})`),
        desc(note.updatedAt),
      )
      .limit(query.limit);

  // A typo-only match (no title or full-text hit) ranks below every title or full-text hit:
  // when those fill the page, the typo search (costly for short, common words) cannot change it.
  let rows = await ranked(ways);
  const last = rows.at(-1);
  if (rows.length < query.limit || (last && last.titleRank === 0 && last.rank === 0)) {
    rows = await ranked([...ways, typoWay]);
  }

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    snippet: buildSnippet(row.plainText, parsed.include),
    updatedAt: row.updatedAt,
  }));
}
