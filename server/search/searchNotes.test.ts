import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNote } from '../commands/noteWriter';
import type { Database, Db } from '../db/client';
import { buildUser, type TestUser } from '../test/factories';
import { getTestServer } from '../test/support';
import { inPgliteProject } from '../test/testProjects';
import { MIN_CANDIDATES_PER_WAY, RECENT_WINDOW, searchNotes } from './searchNotes';
import {
  asksIndexFirst,
  forgetWordFrequencies,
  wordFrequencies,
  type NoteWordFrequencies,
} from './wordFrequencies';

/**
 * More notes than the recent window searchNotes reads one by one (1,000):
 * note i was edited i minutes after the first, so notes 0–99 are older than
 * the window and only an index finds them. "harbor" is in every tenth note,
 * "lantern" in every hundredth (note 0 among them), "zephyr" in notes 3 and 7,
 * "meadow" in ten notes of the window (150, 250 … 1050) and twenty before it,
 * "ember" in 21 notes (25, 77 … 1065: fewer than 2 % of the notes);
 * a phrase in note 5, its words the other way round in note 6, Chinese in 9, and
 * "咖啡" inside three longer runs of Chinese (notes 4 and 8, and 1040 in the window).
 */
const NOTES = 1_100;

let database: Database;
let db: Db;
let owner: TestUser;

/** The titles found, planned without statistics: every way reads the recent window first. */
const titlesFor = async (q: string, limit = 20) =>
  (await searchNotes(database, owner.id, { q, limit }, { frequencies: null })).map(
    (hit) => hit.title,
  );
const entries = (numbers: number[]) => numbers.map((n) => `Entry ${n}`);
const range = (count: number, step: number, from: number) =>
  Array.from({ length: count }, (_, k) => from - k * step);

beforeAll(async () => {
  const server = await getTestServer();
  database = server.database;
  db = database.db;
  owner = await buildUser(server);
  await db.execute(sql`
    insert into notes (id, user_id, ydoc, title, plain_text, created_at, updated_at)
    select 'window-' || i, ${owner.id}, '\\x00'::bytea, 'Entry ' || i,
      'daily log' || case when i % 10 = 0 then ' harbor' else '' end
        || case when i % 100 = 0 then ' lantern' else '' end
        || case when i in (3, 7) then ' zephyr' else '' end
        || case when i % 52 = 25 then ' ember' else '' end
        || case when (i < 100 and i % 5 = 0) or i % 100 = 50 then ' meadow' else '' end
        || case i when 5 then ' quiet harbor, lights' when 6 then ' lights harbor' when 9 then ' 港口的灯'
          when 4 then ' 音乐会议咖啡' when 8 then ' 咖啡早餐' when 1040 then ' 今天咖啡很好' else '' end,
      timestamptz '2026-01-01' + i * interval '1 minute',
      timestamptz '2026-01-01' + i * interval '1 minute'
    from generate_series(0, ${NOTES - 1}) as i`);
}, 60_000);

describe('searchNotes over more notes than its recent window', () => {
  it('finds notes older than the window through the index', async () => {
    expect(await titlesFor('zephyr')).toEqual(entries([7, 3]));
  });

  it('joins the window’s matches and the older ones, each once, newest first', async () => {
    // Ten in the window (100 … 1000), one before it (0).
    expect(await titlesFor('lantern')).toEqual(entries(range(11, 100, 1000)));
    // The index's notes continue where the window's end, none of them twice.
    expect(await titlesFor('meadow')).toEqual(
      entries([...range(10, 100, 1050), ...range(10, 5, 95)]),
    );
  });

  it.runIf(inPgliteProject)(
    'plans a kind of search once on PGlite, whatever its words',
    async () => {
      const searchPlans = async () => {
        const result: unknown = await db.execute(sql`select statement, generic_plans::int as runs
        from pg_prepared_statements where statement like '%ts_rank_cd%'`);
        return new Map(
          (result as { rows: { statement: string; runs: number }[] }).rows.map((row) => [
            row.statement,
            row.runs,
          ]),
        );
      };
      const before = await searchPlans();
      expect(await titlesFor('zephyr')).toEqual(entries([7, 3]));
      expect(await titlesFor('lantern')).toEqual(entries(range(11, 100, 1000)));
      expect(await titlesFor('ember', 3)).toEqual(entries([1065, 1013, 961]));
      const after = await searchPlans();
      const ran = [...after].filter(([statement, runs]) => runs !== (before.get(statement) ?? 0));
      // One statement for the three words (one text with them as values), its generic plan reused.
      expect(ran.map(([statement, runs]) => runs - (before.get(statement) ?? 0))).toEqual([3]);
    },
  );

  it('takes a common word’s most recent notes from the window alone', async () => {
    expect(await titlesFor('harbor')).toEqual(entries(range(20, 10, 1090)));
    expect(await titlesFor('harbor', 50)).toEqual(entries(range(50, 10, 1090)));
  });

  it('finds a phrase and Chinese in notes older than the window', async () => {
    expect(await titlesFor('"harbor lights"')).toEqual(entries([5]));
    expect(await titlesFor('"arbor, ligh"')).toEqual(entries([5]));
    expect(await titlesFor('"lights harbor"')).toEqual(entries([6]));
    expect(await titlesFor('"lights quiet"')).toEqual([]);
    expect(await titlesFor('港')).toEqual(entries([9]));
    expect(await titlesFor('的灯')).toEqual(entries([9]));
  });

  it('finds Chinese inside several runs on both sides of the window, with or without statistics', async () => {
    // Three words of the vocabulary hold it: the text decides, through the CJK pairs' index.
    expect(await titlesFor('咖啡')).toEqual(entries([1040, 8, 4]));
    const found = await searchNotes(database, owner.id, { q: '咖啡', limit: 20 });
    expect(found.map((hit) => hit.title)).toEqual(entries([1040, 8, 4]));
    expect(await titlesFor('咖啡 早餐')).toEqual(entries([8]));
  });

  it('saves a note with a word too long for the phrase index, and still finds it', async () => {
    const key = 'k'.repeat(5_000);
    await createNote(db, owner.id, { title: 'Pasted key', markdown: `api key ${key} ends here` });
    expect(await titlesFor('"api key"')).toEqual(['Pasted key']);
  });

  it('cuts pairs and Chinese and Japanese grams as the SQL first written for them did (migrations 0027, 0028)', async () => {
    // Migration 0027 moved word_pair_hashes and cjk_grams to PL/pgSQL, 0028 pairs the words of
    // an array instead of a sorted table; the indexes built with the SQL versions (0018, 0025)
    // stay valid only if every text gives the same lists.
    const long = 'w'.repeat(65);
    const texts = [
      'The harbor lantern, the HARBOR lantern!',
      'café 3.14 e-mail Ünïcödé wörds',
      `${long} next to short words`,
      `short words next to ${long}`,
      `one ${long} ${long} two ${'x'.repeat(64)} three`,
      '  -- leading and trailing marks, then a lone word --  ',
      'alone',
      '?!',
      '今天的会议 ノート と 東京の日記, and English',
      '',
    ];
    for (const text of texts) {
      const result: unknown = await db.execute(sql`
        select
          (select array_agg(h order by h) from unnest(word_pair_hashes(${text})) as h) as pairs,
          (select array_agg(h order by h) from (
            select hashtext(pair) as h from (
              select kept || ' ' || lead(kept) over (order by at) as pair
              from regexp_split_to_table(lower(left(${text}, 500000)), '[^[:alnum:]]+') with ordinality as w(word, at),
                lateral (select case when char_length(word) <= 64 then word end) as k(kept)
              where word <> ''
            ) as pairs where pair is not null
          ) as hashes) as "sqlPairs",
          cjk_grams(${text}) as grams,
          (select coalesce(array_agg(distinct gram), '{}')
            from regexp_matches(${text}, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') as run(chars),
              generate_series(1, char_length(run.chars[1])) as at(i),
              lateral (values (substr(run.chars[1], at.i, 1)), (substr(run.chars[1], at.i, 2))) as g(gram)
          ) as "sqlGrams"
      `);
      const [row] = (result as { rows: Record<string, unknown>[] }).rows;
      expect(row?.pairs, text).toEqual(row?.sqlPairs);
      expect(row?.grams, text).toEqual(row?.sqlGrams);
    }
  });

  it('pairs the words of a note’s first 500,000 characters only, a time budget for huge notes', async () => {
    const result: unknown = await db.execute(
      sql`select cardinality(word_pair_hashes(repeat('ab cd ', 200000))) as pairs`,
    );
    const [row] = (result as { rows: { pairs: number }[] }).rows;
    // 500,000 characters of "ab cd " hold 166,667 words (the last an "ab"): one pair fewer.
    // The whole text, 400,000 words, would give 399,999.
    expect(row?.pairs).toBe(166_666);
  });

  /**
   * `text` added to the 25 most recent notes, so that the words way's candidates are all among
   * them, and two notes older than every other, which only the title way past the window finds:
   * `titles` (with `body` as their text), newest last. Removed again after `check`.
   */
  async function withOldTitles(
    text: string,
    titles: { title: string; body: string }[],
    check: () => Promise<void>,
  ) {
    await db.execute(sql`update notes set plain_text = plain_text || ' ' || ${text}
      where user_id = ${owner.id} and id in (select 'window-' || i from generate_series(1075, 1099) as i)`);
    const ids = titles.map((_, day) => `old-title-${day}`);
    for (const [day, { title, body }] of titles.entries())
      await db.execute(sql`insert into notes (id, user_id, ydoc, title, plain_text, created_at, updated_at)
        values (${ids[day]}, ${owner.id}, '\\x00'::bytea, ${title}, ${body},
          timestamptz '2025-01-01' + make_interval(days => ${day}), timestamptz '2025-01-01' + make_interval(days => ${day}))`);
    try {
      await check();
    } finally {
      await db.execute(sql`delete from notes where id in ${ids}`);
    }
  }

  const phraseInFewTitles: NoteWordFrequencies = {
    text: {
      notes: NOTES,
      common: new Map([
        ['tidal', 0.025],
        ['pool', 0.025],
      ]),
      leastCommon: 0.025,
    },
    titles: { notes: NOTES, common: new Map(), leastCommon: 0.001 },
  };

  it('ranks first a phrase in a title older than the window, past more text hits than candidates', async () => {
    const titles = [
      { title: 'Notes on a tidal pool', body: 'rocks' },
      { title: 'A pool, tidal', body: 'rocks' },
    ];
    await withOldTitles('tidal pool', titles, async () => {
      for (const q of ['"tidal pool"', '"dal poo"']) {
        const found = await titlesFor(q);
        expect(found[0], q).toBe('Notes on a tidal pool');
        expect(found, q).not.toContain('A pool, tidal');
        expect(found.slice(1), q).toEqual(entries(range(19, 1, 1099)));
        // Statistics that put its words in the 25 newest notes and in few titles: the title way
        // asks the titles' pairs index at once, and answers the same.
        const planned = await searchNotes(
          database,
          owner.id,
          { q, limit: 20 },
          { frequencies: phraseInFewTitles },
        );
        expect(
          planned.map((hit) => hit.title),
          q,
        ).toEqual(found);
      }
    });
  });

  it('ranks first Chinese in a title older than the window, past more text hits than candidates', async () => {
    // Through the CJK grams' index, each title then checked as text. The second title holds the
    // characters, but not side by side (its text does).
    const titles = [
      { title: '数据库笔记', body: 'rocks' },
      { title: '数据 和 库', body: '数据库' },
    ];
    await withOldTitles('数据库设计', titles, async () => {
      for (const q of ['数据库', '据库']) {
        const found = await titlesFor(q);
        expect(found[0], q).toBe('数据库笔记');
        expect(found.slice(1), q).toEqual(entries(range(19, 1, 1099)));
      }
      // One character: both titles hold it.
      const found = await titlesFor('库');
      expect(new Set(found.slice(0, 2))).toEqual(new Set(['数据库笔记', '数据 和 库']));
      expect(found.slice(2)).toEqual(entries(range(18, 1, 1099)));
    });
  });

  it('keeps a trashed note out of the window and of the index', async () => {
    await db.execute(
      sql`update notes set deleted_at = now() where id in ('window-1000', 'window-3')`,
    );
    expect(await titlesFor('lantern')).toEqual(entries([...range(9, 100, 900), 0]));
    expect(await titlesFor('zephyr')).toEqual(entries([7]));
  });
});

describe('searchNotes planned with the statistics of the notes’ words', () => {
  it('asks the index at once for words too rare to fill the window, and finds the same notes', async () => {
    await db.execute(sql`analyze notes`);
    forgetWordFrequencies(db);
    const frequencies = await wordFrequencies(db);
    const plan = { candidates: MIN_CANDIDATES_PER_WAY, window: RECENT_WINDOW };
    const titlesPlanned = async (q: string) =>
      (await searchNotes(database, owner.id, { q, limit: 20 })).map((hit) => hit.title);
    // In two notes, in one in a hundred, in one in fifty-two: the index first.
    expect(asksIndexFirst(frequencies?.text ?? null, [[['zephyr']]], false, plan)).toBe(true);
    expect(asksIndexFirst(frequencies?.text ?? null, [[['lantern']]], false, plan)).toBe(true);
    expect(asksIndexFirst(frequencies?.text ?? null, [[['ember']]], false, plan)).toBe(true);
    // In one note in ten: the window fills its candidates long before its end.
    expect(asksIndexFirst(frequencies?.text ?? null, [[['harbor']]], false, plan)).toBe(false);
    // But in no title: the title way asks the titles' index at once.
    expect(asksIndexFirst(frequencies?.titles ?? null, [[['harbor']]], false, plan)).toBe(true);

    expect(await titlesPlanned('zephyr')).toEqual(entries([7]));
    // More matches than candidates: the most recent twenty, as the window gives them.
    expect(await titlesPlanned('ember')).toEqual(entries(range(20, 52, 1065)));
    const queries = ['zephyr', 'lantern', 'ember', 'meadow', 'harbor', 'zephyr lights', 'zephir'];
    for (const q of [...queries, 'lantern OR zephyr', '"harbor lights"', '港', 'log']) {
      const planned = await searchNotes(database, owner.id, { q, limit: 20 });
      const windowFirst = await searchNotes(
        database,
        owner.id,
        { q, limit: 20 },
        { frequencies: null },
      );
      expect(planned, q).toEqual(windowFirst);
    }
  });
});
