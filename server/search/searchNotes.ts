import type { SearchQuery } from '@common/schemas/notes';
import { and, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { note, noteTag, tag } from '../db/schema';
import { tagFilter } from '../notes/tags';
import { likePattern, parseQuery } from './parseQuery';
import { buildSnippet } from './snippet';
import { expandPieces, piecesOf, tsLexeme, type Expansion } from './vocabulary';

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

/** How one word or "phrase" of the query matches a note. */
interface TermMatch {
  term: string;
  /** Full-text query text of the words it stands for; undefined when it is too common to list. */
  tsquery: string | undefined;
  /** The term itself must then be found in the text (several pieces, punctuation, common pieces). */
  recheck: SQL | undefined;
  /** No word of the user's notes contains one of its pieces, and none is close: no note matches. */
  impossible: boolean;
}

/**
 * Finds the user's notes (never trashed ones) for a search box's text. A note
 * matches by any of: every word found in it, as a word or inside a longer one
 * (the word being typed, scripts without spaces); a word close to a
 * misspelled one when no note has it as typed; "phrases"; a tag name.
 * Excluded words rule a note out whichever way it matched. Title matches rank
 * first, then full-text rank, then recency.
 *
 * Every word is looked up in the user's vocabulary first (note_words: the
 * words of their notes, substrings and typos through its trigram index) and
 * becomes an OR of the words it stands for in one full-text query on the
 * notes' search vector index: a word no note contains answers at once, a
 * rare one reads its few notes. Each way of matching (words; words with a
 * title hit; tags) is its own query bounded to CANDIDATES_PER_WAY notes;
 * only their union is ranked.
 */
export async function searchNotes(
  db: Db,
  userId: string,
  query: SearchQuery,
): Promise<SearchHit[]> {
  const parsed = parseQuery(query.q);
  if (parsed.include.length === 0) return [];

  const haystack = sql`(${note.title} || ' ' || ${note.plainText})`;
  const contains = (term: string) => sql`${haystack} ilike ${likePattern(term)}`;
  const titleContains = (term: string) => sql`${note.title} ilike ${likePattern(term)}`;

  const pieces = [...new Set(parsed.include.flatMap(piecesOf))];
  const [expansions, tagIds] = await Promise.all([
    expandPieces(db, userId, pieces),
    // The few tags named like a word: a query naming none skips the way.
    db
      .select({ id: tag.id })
      .from(tag)
      .where(and(eq(tag.userId, userId), inArray(sql`lower(${tag.name})`, parsed.include)))
      .then((rows) => rows.map((row) => row.id)),
  ]);

  const termMatch = (term: string): TermMatch => {
    const termPieces = piecesOf(term);
    const alternatives: string[] = [];
    let literal = termPieces.length !== 1 || termPieces[0] !== term;
    let typos = false;
    for (const piece of termPieces) {
      const expansion: Expansion = expansions.get(piece);
      if (!expansion) {
        literal = true;
        continue;
      }
      if (expansion.words.length === 0)
        return {
          term,
          tsquery: undefined,
          recheck: undefined,
          impossible: true,
        };
      typos ||= expansion.typos;
      alternatives.push(`(${expansion.words.map((word) => tsLexeme(word)).join(' | ')})`);
    }
    return {
      term,
      tsquery: alternatives.length > 0 ? alternatives.join(' & ') : undefined,
      // A misspelled piece cannot be found as typed: its close words must do.
      recheck:
        literal && !typos
          ? sql`(${contains(term)} or ${note.searchVector} @@ phraseto_tsquery('simple', ${term}))`
          : undefined,
      impossible: false,
    };
  };

  const matches = parsed.include.map(termMatch).filter((m) => !(parsed.anyOf && m.impossible));
  const possible = matches.length > 0 && matches.every((m) => !m.impossible);
  const listed = matches.flatMap((m) => (m.tsquery ? [`(${m.tsquery})`] : []));
  const rankQuery = listed.length > 0 ? listed.join(parsed.anyOf ? ' | ' : ' & ') : undefined;
  const matchesText = (tsquery: string) => sql`${note.searchVector} @@ ${tsquery}::tsquery`;
  const termSql = (m: TermMatch) => and(m.tsquery ? matchesText(m.tsquery) : undefined, m.recheck);
  // All words: one full-text condition for the index, the literal checks beside it.
  const wordsMatch = parsed.anyOf
    ? or(...matches.map(termSql))
    : and(rankQuery ? matchesText(rankQuery) : undefined, ...matches.map((m) => m.recheck));

  if (!possible && tagIds.length === 0) return [];

  const titleHit = or(...parsed.include.map(titleContains));
  // A word of the title, through the titles' own full-text index (notes_title_search_idx).
  const titleWords = sql`to_tsvector('simple', ${note.title})`;
  const inTitle = or(
    ...matches.map((m) =>
      m.tsquery ? sql`${titleWords} @@ ${m.tsquery}::tsquery` : titleContains(m.term),
    ),
  );
  const eligible: (SQL | undefined)[] = [
    eq(note.userId, userId),
    isNull(note.deletedAt),
    ...parsed.exclude.map((term) => not(contains(term))),
  ];
  if (query.tag) eligible.push(tagFilter(query.tag));
  const way = (match: SQL | undefined, order: SQL = sql`${note.updatedAt}`) =>
    sql`(select ${note.id} from ${note} where ${and(...eligible, match)}
      order by ${order} desc limit ${CANDIDATES_PER_WAY})`;
  // Not the recent-notes index's own order: walking it would parse every title on the way
  // (measured: 0.4 s for a word in 1 % of titles at 100,000 notes), where the title index
  // hands over exactly the notes with the word in their title.
  const unindexedOrder = sql`(${note.updatedAt} + interval '0 seconds')`;

  const ways: SQL[] = [];
  if (possible && wordsMatch) {
    ways.push(way(wordsMatch));
    // Title matches rank first: they get candidates of their own. (With one word, its title
    // match alone: a second condition on the same word would only mislead the planner.)
    const [only] = matches;
    ways.push(
      way(
        matches.length === 1 && only ? and(inTitle, only.recheck) : and(wordsMatch, inTitle),
        unindexedOrder,
      ),
    );
  }
  if (tagIds.length > 0)
    ways.push(
      way(
        sql`${note.id} in (select ${noteTag.noteId} from ${noteTag} where ${inArray(noteTag.tagId, tagIds)})`,
      ),
    );

  const titleRank = sql<number>`case when ${titleHit} then 1 else 0 end`;
  const rank = rankQuery
    ? sql<number>`ts_rank_cd(${note.searchVector}, ${rankQuery}::tsquery)`
    : sql<number>`ts_rank_cd(${note.searchVector}, websearch_to_tsquery('simple', ${query.q}))`;
  const rows = await db
    .select({
      id: note.id,
      title: note.title,
      plainText: note.plainText,
      updatedAt: note.updatedAt,
    })
    .from(note)
    .where(sql`${note.id} in (${sql.join(ways, sql` union `)})`)
    .orderBy(
      desc(titleRank),
      desc(rank),
      desc(sql`word_similarity(${query.q}, ${note.title})`),
      desc(note.updatedAt),
    )
    .limit(query.limit);

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    snippet: buildSnippet(row.plainText, parsed.include),
    updatedAt: row.updatedAt,
  }));
}
