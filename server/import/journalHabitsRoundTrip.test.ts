import type { Checkin, Habit } from '@common/schemas/habits';
import type { JournalEntrySummary } from '@common/schemas/journal';
import { describe, expect, it } from 'vitest';
import { buildUser, withCookie, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { itemOf, runImport } from './importTestSupport';
import { makeZip } from './testZips';

function put(server: TestServer, user: TestUser, path: string, body: object) {
  return server.request(path, {
    method: 'PUT',
    headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function journalOf(server: TestServer, user: TestUser) {
  const response = await server.get(
    '/api/journal?from=2026-01-01&to=2026-01-31',
    withCookie(user.cookie),
  );
  expect(response.status).toBe(200);
  const { entries } = (await response.json()) as { entries: JournalEntrySummary[] };
  return entries
    .map(({ date, mood, gratitude, prompt, writtenLate, timeZone, title }) => ({
      date,
      mood,
      gratitude,
      prompt,
      writtenLate,
      timeZone,
      title,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

async function habitsOf(server: TestServer, user: TestUser) {
  const response = await server.get('/api/habits?archived=true', withCookie(user.cookie));
  expect(response.status).toBe(200);
  const { habits } = (await response.json()) as { habits: Habit[] };
  return Promise.all(
    habits
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(async ({ id, name, color, schedule, limit, reminderTime, pauses, archived }) => {
        const range = await server.get(
          `/api/habits/${id}/checkins?from=2026-01-01&to=2026-01-31`,
          withCookie(user.cookie),
        );
        const { checkins } = (await range.json()) as { checkins: Checkin[] };
        return { name, color, schedule, limit, reminderTime, pauses, archived, checkins };
      }),
  );
}

/** An account with two journal days and two habits (one paused, one archived with a limit). */
async function buildJournalAndHabits(server: TestServer) {
  const source = await buildUser(server);
  expect(
    (
      await put(server, source, '/api/journal/2026-01-15', {
        markdown: 'A quiet day.',
        mood: 4,
        gratitude: ['tea', 'a long walk'],
        prompt: 'What surprised you today?',
      })
    ).status,
  ).toBe(201);
  expect(
    (await put(server, source, '/api/journal/2026-01-16', { markdown: 'Rain.', mood: 2 })).status,
  ).toBe(201);
  const walk = await server.post(
    '/api/habits',
    {
      name: 'Walk',
      color: 'green',
      schedule: { type: 'weekdays', days: [1, 4] },
      reminderTime: '08:30',
    },
    withCookie(source.cookie),
  );
  const { habit: walkHabit } = (await walk.json()) as { habit: Habit };
  await put(server, source, `/api/habits/${walkHabit.id}/checkins/2026-01-15`, {
    status: 'done',
    note: 'Park',
  });
  await put(server, source, `/api/habits/${walkHabit.id}/checkins/2026-01-19`, {
    status: 'skipped',
  });
  await server.patch(`/api/habits/${walkHabit.id}`, { paused: true }, withCookie(source.cookie));
  const sweets = await server.post(
    '/api/habits',
    { name: 'Sweets', schedule: { type: 'weekly', times: 3 }, limit: { atMost: 2 } },
    withCookie(source.cookie),
  );
  const { habit: sweetsHabit } = (await sweets.json()) as { habit: Habit };
  await put(server, source, `/api/habits/${sweetsHabit.id}/checkins/2026-01-10`, {
    status: 'done',
    amount: 1,
  });
  await server.patch(
    `/api/habits/${sweetsHabit.id}`,
    { archived: true },
    withCookie(source.cookie),
  );
  return source;
}

async function exportZip(server: TestServer, user: TestUser) {
  const exported = await server.get('/api/export', withCookie(user.cookie));
  expect(exported.status).toBe(200);
  return Buffer.from(await exported.arrayBuffer());
}

describe('importing an export’s journal.json and habits.json', { timeout: 120_000 }, () => {
  it('gives a fresh account the same journal days and habits, and a rerun duplicates nothing', async () => {
    const server = await getTestServer();
    const source = await buildJournalAndHabits(server);
    const zip = await exportZip(server, source);

    const target = await buildUser(server);
    const job = await runImport(server, target, 'inkling-export.zip', zip);
    expect(job.status).toBe('done');
    expect(job.report!.totals.journal).toEqual({
      in: 2,
      imported: 2,
      alreadyImported: 0,
      keptAsNotes: 0,
      failed: 0,
    });
    expect(job.report!.totals.habits).toEqual({
      in: 2,
      imported: 2,
      alreadyImported: 0,
      failed: 0,
      checkins: 3,
    });
    expect(itemOf(job, 'journal.json')).toMatchObject({ kind: 'file', status: 'imported' });
    expect(itemOf(job, 'habits.json')).toMatchObject({ kind: 'file', status: 'imported' });

    const sourceJournal = await journalOf(server, source);
    expect(sourceJournal.map((entry) => entry.prompt)[0]).toBe('What surprised you today?');
    expect(await journalOf(server, target)).toEqual(sourceJournal);
    const sourceHabits = await habitsOf(server, source);
    expect(sourceHabits.map((habit) => habit.checkins.length)).toEqual([1, 2]);
    expect(await habitsOf(server, target)).toEqual(sourceHabits);

    const again = await runImport(server, target, 'inkling-export.zip', zip);
    expect(again.status).toBe('done');
    expect(again.report!.totals.notes.imported).toBe(0);
    expect(again.report!.totals.journal).toMatchObject({ in: 2, imported: 0, alreadyImported: 2 });
    expect(again.report!.totals.habits).toMatchObject({ in: 2, imported: 0, alreadyImported: 2 });
    expect(itemOf(again, 'journal.json').status).toBe('already-imported');
    expect(itemOf(again, 'habits.json').status).toBe('already-imported');
    expect(await journalOf(server, target)).toEqual(sourceJournal);
    expect(await habitsOf(server, target)).toEqual(sourceHabits);
  });

  it('keeps an entry the account already has on a date, and says the day stayed a plain note', async () => {
    const server = await getTestServer();
    const source = await buildJournalAndHabits(server);
    const zip = await exportZip(server, source);
    const target = await buildUser(server);
    expect(
      (await put(server, target, '/api/journal/2026-01-15', { markdown: 'My own.', mood: 1 }))
        .status,
    ).toBe(201);

    const job = await runImport(server, target, 'inkling-export.zip', zip);
    expect(job.status).toBe('done');
    expect(job.report!.totals.journal).toMatchObject({ in: 2, imported: 1, keptAsNotes: 1 });
    const item = itemOf(job, 'journal.json');
    expect(item.status).toBe('partial');
    expect(item.details).toEqual([
      '2026-01-15: kept as a plain note: this account already has an entry on that date (it was left as it is)',
    ]);
    const journal = await journalOf(server, target);
    expect(journal.map(({ date, mood }) => ({ date, mood }))).toEqual([
      { date: '2026-01-15', mood: 1 },
      { date: '2026-01-16', mood: 2 },
    ]);
    const notes = await server.get('/api/notes?limit=100', withCookie(target.cookie));
    const { notes: list } = (await notes.json()) as { notes: { title: string }[] };
    expect(list.filter((note) => note.title === sourceJournalTitle(journal))).toHaveLength(2);
  });

  it('reports a malformed journal.json and an oversized habits.json as failed lines; the notes still import', async () => {
    const server = await getTestServer();
    const target = await buildUser(server);
    const zip = makeZip([
      { name: 'notes/Day.md', data: Buffer.from('---\ntitle: Day\n---\nHello') },
      {
        name: 'journal.json',
        data: Buffer.from(
          JSON.stringify({
            entries: [
              {
                date: '2026-02-30',
                path: 'notes/Day.md',
                mood: 9,
                gratitude: [],
                prompt: '',
                writtenLate: false,
                timeZone: 'UTC',
              },
            ],
          }),
        ),
      },
      { name: 'habits.json', data: Buffer.from(`{"habits": [${' '.repeat(21 * 1024 * 1024)}]}`) },
    ]);

    const job = await runImport(server, target, 'broken.zip', zip);
    expect(job.status).toBe('done');
    expect(job.report!.totals.notes).toMatchObject({ in: 1, imported: 1, failed: 0 });
    const journalItem = itemOf(job, 'journal.json');
    expect(journalItem.status).toBe('failed');
    expect(journalItem.reason).toMatch(/^journal days not restored: .*entries\.0\.date/);
    const habitsItem = itemOf(job, 'habits.json');
    expect(habitsItem.status).toBe('failed');
    expect(habitsItem.reason).toMatch(/more than the 20 MB/);
    expect(await journalOf(server, target)).toEqual([]);
    expect(await habitsOf(server, target)).toEqual([]);

    const notJson = await runImport(
      server,
      target,
      'broken.zip',
      makeZip([{ name: 'journal.json', data: Buffer.from('{"entries": [') }]),
    );
    expect(notJson.status).toBe('done');
    expect(itemOf(notJson, 'journal.json')).toMatchObject({
      status: 'failed',
      reason: 'journal days not restored: it is not JSON (UTF-8) that can be read',
    });
  });
});

/** The title of the 15 January entry (the server names journal notes after their day). */
function sourceJournalTitle(journal: { date: string; title: string }[]) {
  return journal.find((entry) => entry.date === '2026-01-15')!.title;
}
