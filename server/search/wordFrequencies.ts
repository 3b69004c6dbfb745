import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * How common some words are in the notes, as ANALYZE last sampled them (all
 * users together): what PostgreSQL's planner itself knows of a column of
 * words, read once in a while so that a search can tell, before it reads any
 * note, whether its words are rare.
 */
export interface WordFrequencies {
  /** Rows of the notes table (pg_class.reltuples). */
  notes: number;
  /** Share of the notes holding each of the commonest words (pg_stats.most_common_elems). */
  common: ReadonlyMap<string, number>;
  /** The smallest of those shares: any other word is in fewer notes than that. */
  leastCommon: number;
}

/** The words of whole notes (their search vectors) and of their titles alone. */
export interface NoteWordFrequencies {
  text: WordFrequencies;
  /** From the statistics of notes_title_search_idx's expression; null when it has none. */
  titles: WordFrequencies | null;
}

/**
 * How long a reading of the statistics serves before it is read again, in the background: the
 * embedded database analyses every six hours, PostgreSQL's autovacuum when a tenth of the notes
 * changed, and a reading costs 5–20 ms of PGlite's one connection at 100,000 notes.
 */
const FREQUENCIES_TTL_MS = 30 * 60 * 1000;

interface CachedFrequencies {
  frequencies: Promise<NoteWordFrequencies | null>;
  readAt: number;
}

const cache = new WeakMap<Db, CachedFrequencies>();

/**
 * The statistics of the notes' search vectors and titles, or null before the first
 * ANALYZE of the table (a new database: few notes, where reading them in
 * order costs little anyway). Cached per database; a reading older than
 * FREQUENCIES_TTL_MS still answers while the next one is read.
 */
export function wordFrequencies(db: Db, now = Date.now()): Promise<NoteWordFrequencies | null> {
  const cached = cache.get(db);
  if (cached && now - cached.readAt < FREQUENCIES_TTL_MS) return cached.frequencies;
  const reading = readWordFrequencies(db).catch(() => null);
  if (!cached) {
    cache.set(db, { frequencies: reading, readAt: now });
    return reading;
  }
  // Marked as read now, so that one reading runs at a time; its answer replaces the old one.
  cache.set(db, { frequencies: cached.frequencies, readAt: now });
  void reading.then(() => {
    if (cache.get(db)?.readAt === now) cache.set(db, { frequencies: reading, readAt: now });
  });
  return cached.frequencies;
}

/** Forgets the cached reading (after an ANALYZE that a caller wants seen at once). */
export function forgetWordFrequencies(db: Db): void {
  cache.delete(db);
}

interface StatisticsRow {
  source: string;
  notes: number;
  words: string | null;
  shares: string | null;
}

async function readWordFrequencies(db: Db): Promise<NoteWordFrequencies | null> {
  // As JSON text: the drivers' own parsing of a thousand-element array cost ~30 ms on PGlite.
  const result: unknown = await db.execute(sql`
    select s.tablename as source,
      (select reltuples::float8 from pg_class where oid = to_regclass('notes')) as notes,
      array_to_json(s.most_common_elems::text::text[])::text as words,
      array_to_json(s.most_common_elem_freqs)::text as shares
    from pg_stats s
    where s.schemaname = current_schema() and s.tablename in ('notes', 'notes_title_search_idx')
      and s.attname in ('search_vector', 'to_tsvector')`);
  const rows = (result as { rows: StatisticsRow[] }).rows;
  const text = frequenciesOf(rows.find((row) => row.source === 'notes'));
  if (!text) return null;
  return { text, titles: frequenciesOf(rows.find((row) => row.source !== 'notes')) };
}

function frequenciesOf(row: StatisticsRow | undefined): WordFrequencies | null {
  if (!row?.words || !row.shares || row.notes <= 0) return null;
  const words = JSON.parse(row.words) as string[];
  const shares = JSON.parse(row.shares) as number[];
  // A tsvector's element shares end with two more: the smallest and the largest of them.
  const leastCommon = shares[words.length];
  if (leastCommon === undefined) return null;
  const common = new Map<string, number>();
  words.forEach((word, index) => common.set(word, shares[index] ?? leastCommon));
  return { notes: row.notes, common, leastCommon };
}

/** A word of a query: for each of its pieces, the words it stands for (an OR); none when unlisted. */
export type TermWords = readonly (readonly string[])[];

/**
 * The expected share of notes matching a query's words, all of them needed
 * (an AND) unless anyOf. A word of the query with no list (too common to
 * list, or checked on the text alone) counts as in every note. A word the
 * statistics do not list is taken at half the least common share they do,
 * as the planner does.
 */
export function expectedShare(
  frequencies: WordFrequencies,
  terms: readonly TermWords[],
  anyOf: boolean,
): number {
  const shareOfWord = (word: string) => frequencies.common.get(word) ?? frequencies.leastCommon / 2;
  const shareOfTerm = (pieces: TermWords) =>
    pieces.length === 0
      ? 1
      : Math.min(
          ...pieces.map((words) =>
            Math.min(
              1,
              words.reduce((sum, word) => sum + shareOfWord(word), 0),
            ),
          ),
        );
  const shares = terms.map(shareOfTerm);
  if (shares.length === 0) return 1;
  return anyOf
    ? Math.min(
        1,
        shares.reduce((sum, share) => sum + share, 0),
      )
    : Math.min(...shares);
}

/**
 * How many notes the index may hand over, for each note of the recent window,
 * when the statistics expect that window to be read to its end. Reading it
 * does not spare the index then: its older matches are still fetched, so a
 * search of a word in 1,100–1,400 of 100,000 titles read both, ~1,000 notes
 * in order and then the index's matches (in process on PGlite, "session"
 * 14–16 ms at the median, "sesion" 25–33), where the index alone took 10–13
 * and 13–25 (docs/performance.md, "A word in one note in a hundred"). The
 * bound is what a wrong estimate can cost: matches the window would have
 * found early, fetched from the index instead.
 */
export const INDEX_NOTES_PER_WINDOW_NOTE = 2;

/**
 * Whether a search should ask the index for its candidates at once rather
 * than read the most recent notes first (`window` of them): when the
 * statistics expect fewer matches among those notes than the candidates
 * wanted (so all of them would be read, for a handful), and at most
 * INDEX_NOTES_PER_WINDOW_NOTE times as many matches in all as the window
 * holds (so a wrong estimate costs a bounded read of the index's matches).
 * Without statistics, never.
 */
export function asksIndexFirst(
  frequencies: WordFrequencies | null,
  terms: readonly TermWords[],
  anyOf: boolean,
  { candidates, window }: { candidates: number; window: number },
): boolean {
  if (!frequencies) return false;
  const share = expectedShare(frequencies, terms, anyOf);
  return (
    share * window <= candidates &&
    share * frequencies.notes <= window * INDEX_NOTES_PER_WINDOW_NOTE
  );
}
