import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findJournalEntry } from './journalQueries';
import { saveJournalSettings } from './journalSettings';
import { journalStats } from './journalStats';
import { writeJournalEntry } from './writeJournalEntry';

/** The day engine through the real write path, at chosen instants. */

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

async function berliner() {
  const user = await buildUser(server);
  await saveJournalSettings(server.database.db, user.id, {
    timeZone: 'Europe/Berlin',
    dayStartsAt: '04:00',
  });
  return user;
}

describe('writeJournalEntry at a given moment', () => {
  it('counts 01:30 before a 04:00 day start as yesterday', async () => {
    const { db } = server.database;
    const user = await berliner();
    const at0130 = new Date('2026-11-24T00:30:00Z'); // 01:30 in Berlin, still 23 November
    await expect(writeJournalEntry(db, user.id, '2026-11-24', {}, at0130)).rejects.toMatchObject({
      status: 400,
    });
    await writeJournalEntry(db, user.id, '2026-11-23', { mood: 3 }, at0130);
    await writeJournalEntry(db, user.id, '2026-11-22', {}, at0130);
    expect(await findJournalEntry(db, user.id, '2026-11-23')).toMatchObject({
      writtenLate: false,
      timeZone: 'Europe/Berlin',
    });
    expect(await findJournalEntry(db, user.id, '2026-11-22')).toMatchObject({ writtenLate: true });
    expect(await findJournalEntry(db, user.id, '2026-11-24')).toBeUndefined();

    // At 04:00 the 24th begins; the 23rd is over, and its entry stays on time.
    const at0400 = new Date('2026-11-24T03:00:00Z');
    await writeJournalEntry(db, user.id, '2026-11-24', {}, at0400);
    expect(await findJournalEntry(db, user.id, '2026-11-24')).toMatchObject({ writtenLate: false });
    const stats = await journalStats(db, user.id, at0400);
    expect(stats).toMatchObject({ today: '2026-11-24', currentStreak: 2, totalEntries: 3 });
  });

  it('writes the night of the autumn change (02:30 twice) to the day before', async () => {
    const { db } = server.database;
    const user = await berliner();
    for (const instant of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      await writeJournalEntry(db, user.id, '2026-10-24', { mood: 2 }, new Date(instant));
      await expect(
        writeJournalEntry(db, user.id, '2026-10-25', {}, new Date(instant)),
      ).rejects.toMatchObject({ status: 400 });
    }
    expect(await findJournalEntry(db, user.id, '2026-10-24')).toMatchObject({ writtenLate: false });
  });

  it('keeps the streak alive on a day not yet written, and breaks it once rest days run out', async () => {
    const { db } = server.database;
    const user = await berliner();
    // Monday 16 to Wednesday 18 November, each written on its day (noon in Berlin).
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
      await writeJournalEntry(db, user.id, date, {}, new Date(`${date}T11:00:00Z`));
    const on = (instant: string) => journalStats(db, user.id, new Date(instant));
    expect(await on('2026-11-19T11:00:00Z')).toMatchObject({ currentStreak: 3 }); // Thursday, not yet written
    expect(await on('2026-11-20T11:00:00Z')).toMatchObject({ currentStreak: 3 }); // Thursday was the rest day
    expect(await on('2026-11-21T11:00:00Z')).toMatchObject({ currentStreak: 0, longestStreak: 3 });
    // Backfilling Thursday on Saturday does not mend it: a late entry counts for no streak.
    await writeJournalEntry(db, user.id, '2026-11-19', {}, new Date('2026-11-21T11:00:00Z'));
    expect(await on('2026-11-21T11:00:00Z')).toMatchObject({ currentStreak: 0, totalEntries: 4 });
  });
});
