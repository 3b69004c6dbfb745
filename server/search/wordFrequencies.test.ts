import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getTestServer } from '../test/support';
import { buildUser } from '../test/factories';
import {
  asksIndexFirst,
  expectedShare,
  forgetWordFrequencies,
  wordFrequencies,
  type WordFrequencies,
} from './wordFrequencies';

const frequencies: WordFrequencies = {
  notes: 100_000,
  common: new Map([
    ['the', 0.9],
    ['note', 0.3],
    ['server', 0.05],
  ]),
  leastCommon: 0.014,
};
const plan = { candidates: 20, window: 1000 };

describe('expectedShare', () => {
  it('takes a listed word at its share and any other at half the least listed one', () => {
    expect(expectedShare(frequencies, [[['note']]], false)).toBe(0.3);
    expect(expectedShare(frequencies, [[['quoratine']]], false)).toBe(0.007);
  });

  it('adds the words a piece stands for, needs every piece and every word, adds OR’s words', () => {
    expect(expectedShare(frequencies, [[['note', 'notes', 'server']]], false)).toBeCloseTo(0.357);
    expect(expectedShare(frequencies, [[['the', 'note']]], false)).toBe(1);
    expect(expectedShare(frequencies, [[['note'], ['server']]], false)).toBe(0.05);
    expect(expectedShare(frequencies, [[['note']], [['quoratine']]], false)).toBe(0.007);
    expect(expectedShare(frequencies, [[['note']], [['server']]], true)).toBeCloseTo(0.35);
  });

  it('counts a word with no list of its own as in every note', () => {
    expect(expectedShare(frequencies, [[]], false)).toBe(1);
    expect(expectedShare(frequencies, [[], [['quoratine']]], false)).toBe(0.007);
    expect(expectedShare(frequencies, [[], [['quoratine']]], true)).toBe(1);
  });
});

describe('asksIndexFirst', () => {
  it('asks the index first only when the window would be read to its end for fewer matches', () => {
    expect(asksIndexFirst(frequencies, [[['quoratine']]], false, plan)).toBe(true);
    // In one note in twenty: twenty in the first 400 of the window.
    expect(asksIndexFirst(frequencies, [[['server']]], false, plan)).toBe(false);
  });

  it('reads the window first when the index would hand over more than twice the notes it holds', () => {
    // Rare enough not to fill the window's candidates, but in 7,000 of a million notes.
    expect(
      asksIndexFirst({ ...frequencies, notes: 1_000_000 }, [[['quoratine']]], false, plan),
    ).toBe(false);
  });

  it('asks the index first for a word the window holds too few of, in up to twice its notes', () => {
    // In 1,400 of 100,000 notes: 14 expected in the window, which is read to its end, and the
    // index asked for the older ones anyway; alone it hands over 1,400.
    const inOneInSeventy = { ...frequencies, common: new Map([['session', 0.014]]) };
    expect(asksIndexFirst(inOneInSeventy, [[['session']]], false, plan)).toBe(true);
    expect(
      asksIndexFirst({ ...inOneInSeventy, notes: 150_000 }, [[['session']]], false, plan),
    ).toBe(false);
  });

  it('never asks the index first without statistics', () => {
    expect(asksIndexFirst(null, [[['quoratine']]], false, plan)).toBe(false);
  });
});

describe('wordFrequencies', () => {
  it('reads the statistics ANALYZE keeps of the notes’ and the titles’ words, and reads them again after half an hour', async () => {
    const server = await getTestServer();
    const { db } = server.database;
    const owner = await buildUser(server);
    await db.execute(sql`
      insert into notes (id, user_id, ydoc, title, plain_text)
      select 'frequencies-' || i, ${owner.id}, '\\x00'::bytea, 'Entry ' || i,
        'morning pages' || case when i % 4 = 0 then ' lighthouse' else '' end
      from generate_series(1, 400) as i`);
    await db.execute(sql`analyze notes`);
    forgetWordFrequencies(db);

    const now = Date.now();
    const read = await wordFrequencies(db, now);
    expect(read?.text.notes).toBeGreaterThanOrEqual(400);
    expect(read?.text.common.get('pages')).toBeGreaterThan(0.9);
    expect(read?.text.common.get('lighthouse')).toBeCloseTo(0.25, 1);
    expect(read?.text.leastCommon).toBeGreaterThan(0);
    // The titles' own words: every title is "Entry n".
    expect(read?.titles?.common.get('entry')).toBeGreaterThan(0.9);
    expect(read?.titles?.common.get('pages')).toBeUndefined();

    await db.execute(sql`update notes set plain_text = 'evening' where id like 'frequencies-%'`);
    await db.execute(sql`analyze notes`);
    expect(await wordFrequencies(db, now + 60_000)).toBe(read);
    // Past half an hour the old reading answers once more while the new one is read.
    const later = now + 31 * 60_000;
    expect(await wordFrequencies(db, later)).toBe(read);
    await vi.waitFor(async () =>
      expect((await wordFrequencies(db, later))?.text.common.get('pages')).toBeUndefined(),
    );
  });
});
