import type { SearchQuery } from '@common/schemas/notes';
import { and, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { note, noteTag, tag } from '../db/schema';
import { tagFilter } from '../notes/tags';
import { likePattern, parseQuery } from './parseQuery';
import { buildSnippet } from './snippet';
import { CJK_ONLY, cjkGramsOf } from './cjkGrams';
import { phrasePairs } from './wordPairs';
import { expandPieces, piecesOf, tsLexeme, type Expansion } from './vocabulary';
import { asksIndexFirst, wordFrequencies, type NoteWordFrequencies } from './wordFrequencies';

/**
 * How many notes each way of matching hands to ranking at least: the most
 * recently edited ones that match (a page of results when it asks for more).
 * Ranking reads every candidate's search vector and title, so this bounds a
 * search's cost however common its words are.
 */
export const MIN_CANDIDATES_PER_WAY = 20;

/**
 * How many of the user's most recent notes each way of matching reads first,
 * in order, before it asks an index. A word in one note in twenty fills its
 * candidates from them, and stops reading as soon as it has; a rarer one is
 * looked up in the index, which then has few notes to hand over: no search
 * reads more than this many notes one by one, nor more than about
 * candidates/WINDOW of all the notes through an index (docs/performance.md,
 * "Search"). The planner's own choice between the two went wrong both ways:
 * a few rare words walked all 100,000 notes, a word in 13 % of titles
 * fetched all 13,000 of them.
 */
export const RECENT_WINDOW = 1000;

/** A note that matched, with the text around its first match (escaped HTML, matches in <mark>). */
export interface SearchHit {
  id: string;
  title: string;
  snippet: string;
  updatedAt: Date;
}

export interface SearchOptions {
  /**
   * The statistics to plan with instead of the database's own (cached): null plans as if
   * there were none, every way reading the recent window first (tests of both plans).
   */
  frequencies?: NoteWordFrequencies | null;
}

/** How one word or "phrase" of the query matches a note. */
interface TermMatch {
  term: string;
  /** Full-text query text of the words it stands for; undefined when it is too common to list. */
  tsquery: string | undefined;
  /** The same words, for each piece of the term the words it stands for (an OR). */
  words: string[][];
  /**
   * What a title holding those words must contain as text: a cheap check (a title is short)
   * that spares parsing the titles of recent notes that cannot match.
   */
  titleText: SQL | undefined;
  /** The term itself must then be found in the text (several pieces, punctuation, common pieces). */
  recheck: SQL | undefined;
  /**
   * A phrase's neighbouring words through notes_word_pairs_idx: what narrows the notes an
   * index hands over before each one's text is checked. Computed per note, so never asked of
   * the recent window, which checks text anyway.
   */
  pairs: SQL | undefined;
  /** The same pairs in the title alone (notes_title_pairs_idx): a phrase's title way past the window. */
  titlePairs: SQL | undefined;
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
 * title hit; tags) is its own query bounded to a few candidates (the recent
 * window first, an index for older notes); only their union is ranked.
 */
export async function searchNotes(
  database: Pick<Database, 'db' | 'reusePlan'>,
  userId: string,
  query: SearchQuery,
  options: SearchOptions = {},
): Promise<SearchHit[]> {
  const { db } = database;
  const parsed = parseQuery(query.q);
  if (parsed.include.length === 0) return [];

  const haystack = sql`(${note.title} || ' ' || ${note.plainText})`;
  const contains = (term: string) =>
    // Chinese and Japanese have no case: a plain search of the text, several times faster than
    // ILIKE's folding of it, and their index is notes_cjk_grams_idx, not the trigrams.
    CJK_ONLY.test(term)
      ? sql`strpos(${haystack}, ${term}) > 0`
      : sql`${haystack} ilike ${likePattern(term)}`;
  const titleContains = (term: string) => sql`${note.title} ilike ${likePattern(term)}`;
  const arrayOf = (items: SQL[], type: 'text[]' | 'int4[]') =>
    sql`array[${sql.join(items, sql`, `)}]::${sql.raw(type)}`;
  const textArray = (values: string[]) =>
    arrayOf(
      values.map((value) => sql`${value}`),
      'text[]',
    );
  // The index keeps pairs as PostgreSQL's hashtext of each (migration 0025); with the values
  // bound, the planner computes these once, as constants.
  const pairHashes = (pairs: string[]) =>
    arrayOf(
      pairs.map((pair) => sql`hashtext(${pair})`),
      'int4[]',
    );
  // Through notes_cjk_grams_idx: a Chinese or Japanese term of one or two characters has no trigram.
  const cjkGramsMatch = (term: string) => {
    const grams = cjkGramsOf(term);
    return grams.length > 0 ? sql`cjk_grams(${haystack}) @> ${textArray(grams)}` : undefined;
  };

  const pieces = [...new Set(parsed.include.flatMap(piecesOf))];
  const [expansions, tagIds, frequencies] = await Promise.all([
    expandPieces(db, userId, pieces),
    // The few tags named like a word: a query naming none skips the way.
    db
      .select({ id: tag.id })
      .from(tag)
      .where(and(eq(tag.userId, userId), inArray(sql`lower(${tag.name})`, parsed.include)))
      .then((rows) => rows.map((row) => row.id)),
    options.frequencies === undefined ? wordFrequencies(db) : options.frequencies,
  ]);

  const termMatch = (term: string): TermMatch => {
    const termPieces = piecesOf(term);
    const alternatives: string[] = [];
    const words: string[][] = [];
    const titleText: SQL[] = [];
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
          words: [],
          titleText: undefined,
          recheck: undefined,
          pairs: undefined,
          titlePairs: undefined,
          impossible: true,
        };
      typos ||= expansion.typos;
      // Every word a piece stands for contains it, unless they are close words of a misspelling.
      titleText.push(
        expansion.typos
          ? (or(...expansion.words.map(titleContains)) ?? sql`false`)
          : titleContains(piece),
      );
      alternatives.push(`(${expansion.words.map((word) => tsLexeme(word)).join(' | ')})`);
      words.push(expansion.words);
    }
    const pairs =
      literal && !typos ? phrasePairs(termPieces, (piece) => expansions.get(piece)) : undefined;
    // Every position's pairs, found among the neighbouring words of this text (its pairs' index).
    const pairsIn = (text: SQL | typeof note.title) =>
      and(
        ...(pairs ?? []).map(
          (position) => sql`word_pair_hashes(${text}) && ${pairHashes(position)}`,
        ),
      );
    const asTypedOrPhrase = sql`(${contains(term)} or ${note.searchVector} @@ phraseto_tsquery('simple', ${term}))`;
    return {
      term,
      tsquery: alternatives.length > 0 ? alternatives.join(' & ') : undefined,
      words,
      titleText: and(...titleText),
      // A misspelled piece cannot be found as typed: its close words must do.
      recheck:
        literal && !typos
          ? and(
              cjkGramsMatch(term),
              // A run of those scripts is one word of the search vector: the text alone decides.
              CJK_ONLY.test(term)
                ? contains(term)
                : pairs
                  ? // Checked on each note the pairs' index hands over, not asked of the trigram
                    // index beside it: a bitmap from that one must be rechecked, pairs included,
                    // which computes every note's pairs again (0.2 ms a note).
                    sql`${asTypedOrPhrase} is true`
                  : asTypedOrPhrase,
            )
          : undefined,
      pairs: pairsIn(haystack),
      titlePairs: pairsIn(note.title),
      impossible: false,
    };
  };

  const matches = parsed.include.map(termMatch).filter((m) => !(parsed.anyOf && m.impossible));
  const possible = matches.length > 0 && matches.every((m) => !m.impossible);
  const listed = matches.flatMap((m) => (m.tsquery ? [`(${m.tsquery})`] : []));
  const rankQuery = listed.length > 0 ? listed.join(parsed.anyOf ? ' | ' : ' & ') : undefined;
  const matchesText = (tsquery: string) => sql`${note.searchVector} @@ ${tsquery}::tsquery`;
  const termSql = (m: TermMatch) => and(m.tsquery ? matchesText(m.tsquery) : undefined, m.recheck);
  /**
   * The same for the notes an index hands over, with a phrase's word pairs. Its words then
   * are checked on each note the pairs' index hands over, not asked of the search vectors'
   * index beside it: a pair of words is rarer than the two anywhere in a note, and that
   * index's bitmap for two common words (20,000 notes) took longer than the pairs' whole
   * answer ("description end": 33 ms against 0.1 ms for 154 notes).
   */
  const olderTermSql = (m: TermMatch) =>
    m.pairs
      ? and(m.tsquery ? sql`(${matchesText(m.tsquery)}) is true` : undefined, m.pairs, m.recheck)
      : termSql(m);
  // All words: one full-text condition for the index, the literal checks beside it.
  const wordsMatch = parsed.anyOf
    ? or(...matches.map(termSql))
    : and(rankQuery ? matchesText(rankQuery) : undefined, ...matches.map((m) => m.recheck));
  const olderWordsMatch = parsed.anyOf
    ? or(...matches.map(olderTermSql))
    : matches.some((m) => m.pairs)
      ? and(...matches.map(olderTermSql))
      : wordsMatch;

  if (!possible && tagIds.length === 0) return [];

  const titleHit = or(...parsed.include.map(titleContains));
  // A word of the title, through the titles' own full-text index (notes_title_search_idx).
  const titleWords = sql`to_tsvector('simple', ${note.title})`;
  // Only the index: its bitmap is exact, where adding m.titleText (which a title holding those
  // words always passes) paired it with the title trigrams' bitmap, which is not: every title
  // hit was then fetched and parsed again (54 against 20 ms for a word in 566 titles).
  const termInTitle = (m: TermMatch) =>
    m.tsquery ? sql`${titleWords} @@ ${m.tsquery}::tsquery` : titleContains(m.term);
  const inTitle = or(...matches.map(termInTitle));
  /**
   * Read note by note in the recent window, a title hit is first checked as text, the
   * cheapest check there is: the rest (the note's search vector, the title's words) only for
   * the titles that pass. A CASE, because the planner orders the conditions of an AND by its
   * own cost estimates, which put the search vector first.
   */
  const titleFirst = (match: SQL | undefined) =>
    sql`(case when ${or(...matches.map((m) => m.titleText ?? titleContains(m.term)))}
      then ${match ?? sql`true`} else false end)`;

  const live = and(eq(note.userId, userId), isNull(note.deletedAt));
  const filters: (SQL | undefined)[] = parsed.exclude.map((term) => not(contains(term)));
  if (query.tag) filters.push(tagFilter(query.tag));
  const candidates = Math.max(query.limit, MIN_CANDIDATES_PER_WAY);
  const recency = sql`${note.updatedAt} desc, ${note.id} desc`;
  // The user's most recent notes, under the table's own name: every condition applies unchanged.
  const recentNotes = sql`(select * from ${note} where ${live}
    order by ${recency} limit ${RECENT_WINDOW}) as ${note}`;
  // The last note of that window: the index is asked only for notes older than it.
  const windowEnd = sql`(select ${note.updatedAt}, ${note.id} from ${note} where ${live}
    order by ${recency} offset ${RECENT_WINDOW - 1} limit 1)`;
  // The edit date as an expression the recency index cannot answer, in two places. The
  // window's end as a filter, not an index condition: as one, the planner intersected the match
  // with every older note of that index (99,000 entries, 40 ms). And the order of older notes:
  // walking that index would read every note on the way (1 s for three rare words at 100,000
  // notes, the planner expecting many), where the other indexes hand over just the matches.
  const unindexedUpdatedAt = sql`(${note.updatedAt} + interval '0 seconds')`;
  const olderThanWindow = sql`(${unindexedUpdatedAt}, ${note.id}) < ${windowEnd}`;
  const indexOrder = sql`${unindexedUpdatedAt} desc, ${note.id} desc`;
  /**
   * A way's candidates: the most recent notes that match. The recent window is read
   * first; when it holds enough of them the index is never asked (the outer limit ends
   * the scan), otherwise the index supplies the older ones, which come after them.
   */
  const way = (match: SQL | undefined, olderMatch: SQL | undefined = match) =>
    sql`(select id from (
      (select ${note.id}, ${note.updatedAt} from ${recentNotes} where ${and(...filters, match)}
        order by ${recency} limit ${candidates})
      union all
      (select ${note.id}, ${note.updatedAt} from ${note}
        where ${and(live, ...filters, olderMatch)} and ${olderThanWindow}
        order by ${indexOrder} limit ${candidates})
    ) as candidates limit ${candidates})`;
  /** The same candidates from the index alone, for words too rare to fill them from the window. */
  const indexWay = (_match: SQL | undefined, olderMatch: SQL | undefined) =>
    sql`(select ${note.id} from ${note} where ${and(live, ...filters, olderMatch)}
      order by ${indexOrder} limit ${candidates})`;
  /**
   * Words that the statistics expect too rare to fill the candidates from the recent window
   * skip it: it would be read to its end for a handful of matches (~20 ms on PGlite at
   * 100,000 notes), and the index asked for the older ones anyway. The statistics count all
   * users' notes, a bound on the user's own, and are known before any note is read.
   */
  const plan = { candidates, window: RECENT_WINDOW };
  const termWords = matches.map((m) => m.words);
  const wordsWay = asksIndexFirst(frequencies?.text ?? null, termWords, parsed.anyOf, plan)
    ? indexWay
    : way;
  // A word or a phrase common in the notes can still be rare in titles (the titles' index's words).
  const titlesWay =
    wordsWay === way && asksIndexFirst(frequencies?.titles ?? null, termWords, false, plan)
      ? indexWay
      : wordsWay;

  const ways: SQL[] = [];
  if (possible && wordsMatch) {
    ways.push(wordsWay(wordsMatch, olderWordsMatch));
    // Title matches rank first: they get candidates of their own. (With one word, its title
    // match alone: a second condition on the same word would only mislead the planner.) Past
    // the recent window, a title with every word of the query: a title with any one of several
    // common words is in thousands of notes, each read to check the rest (140 ms at 100,000).
    const [only] = matches;
    if (matches.length === 1 && only?.recheck) {
      // A phrase (or a term with punctuation) ranks first when the title contains it as typed:
      // exactly what this asks (past the window without pairs, through the titles' trigrams).
      const grams = cjkGramsMatch(only.term);
      const match = and(grams, titleContains(only.term));
      // Past the window, an exact index narrows the notes and each one's title is then checked
      // as text, never through the titles' trigram index beside it: the phrase's words side by
      // side in the title (that index hands over every title with the words anywhere: `"the
      // note"`, 4,644 notes for 1,305 hits, each fetched), else the note's CJK grams (ANDed with
      // the trigrams' bitmap, which is rechecked, every title hit computed its note's grams
      // again: 数据库 on PostgreSQL, 134 hits, 48 ms). Without either, the trigrams alone.
      const narrowing = only.titlePairs ?? grams;
      const older = narrowing ? and(narrowing, sql`${titleContains(only.term)} is true`) : match;
      // A title holds the phrase only if it holds each of its words: words rare in titles ask
      // that index at once, however common they are in the notes ("are write": 17.5 → 12.7 ms).
      ways.push(titlesWay(match, older));
    } else if (matches.length === 1) {
      ways.push(titlesWay(titleFirst(inTitle), inTitle));
    } else
      ways.push(
        wordsWay(
          titleFirst(and(wordsMatch, inTitle)),
          and(olderWordsMatch, parsed.anyOf ? inTitle : and(...matches.map(termInTitle))),
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
  // Each kind of search is one text with its values as parameters: planned once on PGlite.
  const statement = db
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
    .limit(query.limit)
    .toSQL();
  const rows = await database.reusePlan<{
    id: string;
    title: string;
    plain_text: string;
    updated_at: Date;
  }>(statement);

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    snippet: buildSnippet(row.plain_text, parsed.include),
    updatedAt: row.updated_at,
  }));
}
