import { addDays } from '@common/dates/localDate';
import { dayTitle } from '@common/journal/dayTitle';
import type {
  JournalEntry,
  JournalEntrySummary,
  JournalSettingsResponse,
  JournalStats,
} from '@common/schemas/journal';
import type { Note } from '@common/schemas/notes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntry, note as noteTable } from '../../db/schema';
import { todayFor } from '../../journal/journalSettings';
import { promptOfDay } from '../../journal/writeJournalEntry';
import { buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

/** Today for an account with the default settings (UTC, day starting at 04:00). */
const defaultToday = () => todayFor({ timeZone: 'UTC', dayStartsAt: '04:00' });

const put = (user: TestUser, date: string, body: unknown) =>
  server.put(`/api/journal/${date}`, body, withCookie(user.cookie));

async function writeDay(user: TestUser, date: string, body: object = {}): Promise<JournalEntry> {
  const response = await put(user, date, body);
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return ((await response.json()) as { entry: JournalEntry }).entry;
}

async function getJson<T>(user: TestUser, path: string): Promise<T> {
  const response = await server.get(path, withCookie(user.cookie));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const noteOf = async (user: TestUser, noteId: string) =>
  (await getJson<{ note: Note }>(user, `/api/notes/${noteId}`)).note;

const entryRows = (userId: string, date: string) =>
  server.database.db
    .select()
    .from(journalEntry)
    .where(and(eq(journalEntry.userId, userId), eq(journalEntry.date, date)));

describe('signed out', () => {
  it.each([
    ['GET', '/api/journal/2026-01-15'],
    ['PUT', '/api/journal/2026-01-15'],
    ['GET', '/api/journal?from=2026-01-01&to=2026-01-31'],
    ['GET', '/api/journal/on-this-day?date=2026-01-15'],
    ['GET', '/api/journal/stats'],
    ['GET', '/api/journal/settings'],
    ['PATCH', '/api/journal/settings'],
    ['GET', '/api/journal/prompt?date=2026-01-15'],
  ])('%s %s answers 401', async (method, path) => {
    const response = await server.request(path, {
      method,
      ...(method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
    });
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/journal/:date', () => {
  it('creates today’s entry as a note titled with the day, with the day’s prompt', async () => {
    const user = await buildUser(server);
    const today = defaultToday();
    const response = await put(user, today, {
      markdown: 'Walked by the **river** at dawn.',
      mood: 4,
      gratitude: ['Coffee', 'A call with Sam', ''],
    });
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: JournalEntry };
    expect(entry).toEqual({
      noteId: entry.noteId,
      date: today,
      mood: 4,
      gratitude: ['Coffee', 'A call with Sam', ''],
      prompt: promptOfDay(user.id, today),
      writtenLate: false,
      timeZone: 'UTC',
    });
    const note = await noteOf(user, entry.noteId);
    expect(note.title).toBe(dayTitle(today));
    expect(note.markdown).toContain('river');
    expect(note.journal).toEqual({ date: today, mood: 4 });
    expect(await getJson<{ entry: JournalEntry }>(user, `/api/journal/${today}`)).toEqual({
      entry,
    });
  });

  it('changes only the fields given, and replaces the body through the note', async () => {
    const user = await buildUser(server);
    const date = addDays(defaultToday(), -3);
    const first = await writeDay(user, date, {
      markdown: 'First words',
      mood: 2,
      gratitude: ['Tea'],
    });
    const response = await put(user, date, { mood: 5 });
    expect(response.status).toBe(200);
    const { entry } = (await response.json()) as { entry: JournalEntry };
    expect(entry).toEqual({ ...first, mood: 5 });
    expect((await noteOf(user, first.noteId)).markdown).toContain('First words');

    const rewritten = await writeDay(user, date, { markdown: 'Second words', mood: null });
    expect(rewritten).toEqual({ ...first, mood: null });
    const note = await noteOf(user, first.noteId);
    expect(note.markdown).toContain('Second words');
    expect(note.markdown).not.toContain('First words');
    expect(await entryRows(user.id, date)).toHaveLength(1);
  });

  it('stores a prompt given (after "another prompt"), and keeps it when none is given', async () => {
    const user = await buildUser(server);
    const date = addDays(defaultToday(), -1);
    const another = promptOfDay(user.id, date, 1);
    expect((await writeDay(user, date, { prompt: another })).prompt).toBe(another);
    expect((await writeDay(user, date, { mood: 3 })).prompt).toBe(another);
    expect((await writeDay(user, date, { prompt: '' })).prompt).toBe(another);
  });

  it('marks a past day as written later; refuses a day that has not begun', async () => {
    const user = await buildUser(server);
    const today = defaultToday();
    expect((await writeDay(user, addDays(today, -1))).writtenLate).toBe(true);
    expect((await writeDay(user, '2019-06-01')).writtenLate).toBe(true);
    // writtenLate is decided once: later edits of a day written on time keep it false.
    expect((await writeDay(user, today)).writtenLate).toBe(false);
    expect((await writeDay(user, today, { mood: 1 })).writtenLate).toBe(false);

    const tomorrow = addDays(today, 1);
    const response = await put(user, tomorrow, { markdown: 'Too early' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toContain('has not begun yet');
    expect(await entryRows(user.id, tomorrow)).toEqual([]);
  });

  it('makes one entry and one note from five PUTs sent at once', async () => {
    const user = await buildUser(server);
    const date = addDays(defaultToday(), -2);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((mood) => put(user, date, { mood, markdown: `Take ${mood}` })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const entries = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { entry: JournalEntry }).entry),
    );
    expect(new Set(entries.map((entry) => entry.noteId)).size).toBe(1);
    expect(await entryRows(user.id, date)).toHaveLength(1);
    const notes = await server.database.db
      .select({ id: noteTable.id })
      .from(noteTable)
      .where(eq(noteTable.userId, user.id));
    // The welcome note and the one entry: the losers' notes were rolled back.
    expect(notes.map((row) => row.id)).toContain(entries[0]?.noteId);
    expect(notes).toHaveLength(2);
  });

  it('keeps an entry’s date and time zone when the user travels (Auckland → Honolulu)', async () => {
    const user = await buildUser(server);
    await server.patch(
      '/api/journal/settings',
      { timeZone: 'Pacific/Auckland' },
      withCookie(user.cookie),
    );
    const aucklandToday = todayFor({ timeZone: 'Pacific/Auckland', dayStartsAt: '04:00' });
    const written = await writeDay(user, aucklandToday, { markdown: 'Before the flight' });
    expect(written).toMatchObject({ date: aucklandToday, timeZone: 'Pacific/Auckland' });

    await server.patch(
      '/api/journal/settings',
      { timeZone: 'Pacific/Honolulu' },
      withCookie(user.cookie),
    );
    // The day may lie "in the future" in Honolulu: an existing entry can still be edited.
    const edited = await writeDay(user, aucklandToday, { mood: 3 });
    expect(edited).toEqual({ ...written, mood: 3 });
    const honoluluToday = todayFor({ timeZone: 'Pacific/Honolulu', dayStartsAt: '04:00' });
    if (honoluluToday !== aucklandToday) {
      const landed = await writeDay(user, honoluluToday, { markdown: 'After landing' });
      expect(landed).toMatchObject({ date: honoluluToday, timeZone: 'Pacific/Honolulu' });
    }
    const stats = await getJson<JournalStats>(user, '/api/journal/stats');
    expect(stats.today).toBe(honoluluToday);
  });

  it('brings back an entry from the trash (the same entry, never a second one)', async () => {
    const user = await buildUser(server);
    const date = addDays(defaultToday(), -4);
    const entry = await writeDay(user, date, { markdown: 'Kept words', mood: 2 });
    expect(
      (await server.delete(`/api/notes/${entry.noteId}`, withCookie(user.cookie))).status,
    ).toBe(200);
    expect((await server.get(`/api/journal/${date}`, withCookie(user.cookie))).status).toBe(404);

    const restored = await writeDay(user, date, { gratitude: ['Back again'] });
    expect(restored).toEqual({ ...entry, gratitude: ['Back again'] });
    const note = await noteOf(user, entry.noteId);
    expect(note.deletedAt).toBeNull();
    expect(note.markdown).toContain('Kept words');
    expect(await entryRows(user.id, date)).toHaveLength(1);
  });

  it('loses its entry when the note is deleted for good; the day can be written again', async () => {
    const user = await buildUser(server);
    const date = addDays(defaultToday(), -5);
    const entry = await writeDay(user, date, { markdown: 'Soon gone' });
    await server.delete(`/api/notes/${entry.noteId}`, withCookie(user.cookie));
    expect(
      (await server.delete(`/api/trash/${entry.noteId}`, withCookie(user.cookie))).status,
    ).toBe(204);
    expect(await entryRows(user.id, date)).toEqual([]);
    const again = await writeDay(user, date, { markdown: 'A new start' });
    expect(again.noteId).not.toBe(entry.noteId);
  });

  it('writes the caller’s own day: another user’s PUT never touches the owner’s entry', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const date = addDays(defaultToday(), -1);
    const mine = await writeDay(owner, date, { markdown: 'Private words', mood: 1 });
    const theirs = await writeDay(stranger, date, { mood: 5 });
    expect(theirs.noteId).not.toBe(mine.noteId);
    expect(await getJson<{ entry: JournalEntry }>(owner, `/api/journal/${date}`)).toEqual({
      entry: mine,
    });
  });

  it.each([
    ['a date that does not exist', '2026-02-30', {}],
    ['a date not written YYYY-MM-DD', 'tomorrow', {}],
    ['a year out of range', '1800-01-01', {}],
    ['a mood of 6', '2026-01-15', { mood: 6 }],
    ['a mood of 0', '2026-01-15', { mood: 0 }],
    ['a mood as a string', '2026-01-15', { mood: '3' }],
    ['a fractional mood', '2026-01-15', { mood: 2.5 }],
    ['four gratitude lines', '2026-01-15', { gratitude: ['a', 'b', 'c', 'd'] }],
    ['a gratitude line too long', '2026-01-15', { gratitude: ['x'.repeat(201)] }],
    ['gratitude as a string', '2026-01-15', { gratitude: 'thanks' }],
    ['a body as a number', '2026-01-15', { markdown: 42 }],
    ['a body past 2,000,000 characters', '2026-01-15', { markdown: 'x'.repeat(2_000_001) }],
    ['a NUL in the body', '2026-01-15', { markdown: 'before\u0000after' }],
    ['a NUL in gratitude', '2026-01-15', { gratitude: ['a\u0000b'] }],
    ['a prompt too long', '2026-01-15', { prompt: 'p'.repeat(501) }],
  ])('refuses %s with 400', async (_name, date, body) => {
    const user = await buildUser(server);
    const response = await put(user, date, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      await server.database.db.select().from(journalEntry).where(eq(journalEntry.userId, user.id)),
    ).toEqual([]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const user = await buildUser(server);
    const response = await server.request('/api/journal/2026-01-15', {
      method: 'PUT',
      body: 'mood=3',
      headers: { Cookie: user.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});

describe('GET /api/journal/:date', () => {
  it('answers 404 for a day without an entry and for another user’s day', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const date = addDays(defaultToday(), -1);
    await writeDay(owner, date, { markdown: 'Mine alone' });
    for (const [user, day] of [
      [stranger, date],
      [owner, addDays(date, -1)],
    ] as const) {
      const response = await server.get(`/api/journal/${day}`, withCookie(user.cookie));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Mine alone');
    }
  });

  it('answers 400 for a date that is not one', async () => {
    const user = await buildUser(server);
    for (const date of ['2026-13-01', '2026-1-5', 'x'.repeat(5000)])
      expect((await server.get(`/api/journal/${date}`, withCookie(user.cookie))).status).toBe(400);
  });
});

describe('GET /api/journal?from=&to=', () => {
  it('lists the entries in the range, both ends included, oldest first, without trashed ones', async () => {
    const user = await buildUser(server);
    const stranger = await buildUser(server);
    for (const date of ['2025-03-01', '2025-03-10', '2025-03-31', '2025-04-01', '2025-02-28'])
      await writeDay(user, date, { markdown: `Words of ${date}`, mood: 3 });
    const trashed = await writeDay(user, '2025-03-15');
    await server.delete(`/api/notes/${trashed.noteId}`, withCookie(user.cookie));
    await writeDay(stranger, '2025-03-05');

    const { entries } = await getJson<{ entries: JournalEntrySummary[] }>(
      user,
      '/api/journal?from=2025-03-01&to=2025-03-31',
    );
    expect(entries.map((entry) => entry.date)).toEqual(['2025-03-01', '2025-03-10', '2025-03-31']);
    expect(entries[0]).toMatchObject({
      date: '2025-03-01',
      mood: 3,
      writtenLate: true,
      title: 'Saturday, 1 March 2025',
      excerpt: expect.stringContaining('Words of 2025-03-01') as unknown,
      wordCount: 3,
    });
  });

  it.each([
    ['no range', ''],
    ['from after to', '?from=2025-03-02&to=2025-03-01'],
    ['more than three years', '?from=2020-01-01&to=2025-01-01'],
    ['a date that is not one', '?from=2025-02-30&to=2025-03-01'],
  ])('refuses %s with 400', async (_name, query) => {
    const user = await buildUser(server);
    expect((await server.get(`/api/journal${query}`, withCookie(user.cookie))).status).toBe(400);
  });
});

describe('GET /api/journal/on-this-day', () => {
  it('lists the same day of earlier years, newest first', async () => {
    const user = await buildUser(server);
    for (const date of ['2023-11-24', '2025-11-24', '2024-11-24', '2025-11-23', '2026-11-24'])
      await writeDay(user, date);
    const trashed = await writeDay(user, '2022-11-24');
    await server.delete(`/api/notes/${trashed.noteId}`, withCookie(user.cookie));
    const { entries } = await getJson<{ entries: JournalEntrySummary[] }>(
      user,
      '/api/journal/on-this-day?date=2026-11-24',
    );
    expect(entries.map((entry) => entry.date)).toEqual(['2025-11-24', '2024-11-24', '2023-11-24']);
  });

  it('uses the user’s today without a date, and refuses a bad date', async () => {
    const user = await buildUser(server);
    const lastYear = `${Number(defaultToday().slice(0, 4)) - 1}${defaultToday().slice(4)}`;
    // 29 February has no match in the year before: nothing to expect then.
    if (!lastYear.endsWith('02-29')) {
      await writeDay(user, lastYear);
      const { entries } = await getJson<{ entries: JournalEntrySummary[] }>(
        user,
        '/api/journal/on-this-day',
      );
      expect(entries.map((entry) => entry.date)).toEqual([lastYear]);
    }
    expect(
      (await server.get('/api/journal/on-this-day?date=soon', withCookie(user.cookie))).status,
    ).toBe(400);
  });
});

describe('GET /api/journal/stats', () => {
  it('counts forgiving streaks of days written on time, entries, mood and words per day', async () => {
    const user = await buildUser(server);
    const today = defaultToday();
    await writeDay(user, addDays(today, -3), { markdown: 'one two three', mood: 2 });
    await writeDay(user, addDays(today, -2), { markdown: 'four', mood: 4 });
    await writeDay(user, today, { markdown: 'five six', mood: null });
    const trashed = await writeDay(user, addDays(today, -10), { markdown: 'gone' });
    await server.delete(`/api/notes/${trashed.noteId}`, withCookie(user.cookie));

    // Backfilled days do not count: only today's entry was written on time.
    let stats = await getJson<JournalStats>(user, '/api/journal/stats');
    expect(stats).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      totalEntries: 3,
      moodByDay: [
        { date: addDays(today, -3), mood: 2 },
        { date: addDays(today, -2), mood: 4 },
        { date: today, mood: null },
      ],
      wordsByDay: [
        { date: addDays(today, -3), words: 3 },
        { date: addDays(today, -2), words: 1 },
        { date: today, words: 2 },
      ],
      today,
    });

    // As if they had been written on their days: yesterday is a rest day (one a week by default).
    await server.database.db
      .update(journalEntry)
      .set({ writtenLate: false })
      .where(eq(journalEntry.userId, user.id));
    stats = await getJson<JournalStats>(user, '/api/journal/stats');
    expect(stats).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    await server.patch('/api/journal/settings', { restDaysPerWeek: 0 }, withCookie(user.cookie));
    stats = await getJson<JournalStats>(user, '/api/journal/stats');
    expect(stats).toMatchObject({ currentStreak: 1, longestStreak: 2 });
  });

  it('is empty for a new account', async () => {
    const user = await buildUser(server);
    expect(await getJson<JournalStats>(user, '/api/journal/stats')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      totalEntries: 0,
      moodByDay: [],
      wordsByDay: [],
      today: defaultToday(),
    });
  });
});

describe('GET and PATCH /api/journal/settings', () => {
  it('answers the defaults until saved, then saves only the fields given', async () => {
    const user = await buildUser(server);
    expect(await getJson<JournalSettingsResponse>(user, '/api/journal/settings')).toEqual({
      timeZone: 'UTC',
      dayStartsAt: '04:00',
      restDaysPerWeek: 1,
      reminderTime: null,
      saved: false,
    });
    const patch = (body: unknown) =>
      server.patch('/api/journal/settings', body, withCookie(user.cookie));
    const first = await patch({ timeZone: 'Europe/Berlin' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      timeZone: 'Europe/Berlin',
      dayStartsAt: '04:00',
      restDaysPerWeek: 1,
      reminderTime: null,
      saved: true,
    });
    await patch({ dayStartsAt: '05:30', reminderTime: '21:00', restDaysPerWeek: 2 });
    await patch({ reminderTime: null });
    expect(await getJson<JournalSettingsResponse>(user, '/api/journal/settings')).toEqual({
      timeZone: 'Europe/Berlin',
      dayStartsAt: '05:30',
      restDaysPerWeek: 2,
      reminderTime: null,
      saved: true,
    });
  });

  it('keeps two first saves made at once', async () => {
    const user = await buildUser(server);
    await Promise.all([
      server.patch('/api/journal/settings', { timeZone: 'Asia/Tokyo' }, withCookie(user.cookie)),
      server.patch('/api/journal/settings', { restDaysPerWeek: 3 }, withCookie(user.cookie)),
    ]);
    expect(await getJson<JournalSettingsResponse>(user, '/api/journal/settings')).toMatchObject({
      timeZone: 'Asia/Tokyo',
      restDaysPerWeek: 3,
    });
  });

  it.each([
    ['nothing to change', {}],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['a huge time zone', { timeZone: 'x'.repeat(10_000) }],
    ['a NUL in the time zone', { timeZone: 'Europe/Ber\u0000lin' }],
    ['24:00', { dayStartsAt: '24:00' }],
    ['a time without a colon', { dayStartsAt: '0400' }],
    ['four rest days', { restDaysPerWeek: 4 }],
    ['rest days as a string', { restDaysPerWeek: '1' }],
    ['a reminder at 7pm', { reminderTime: '7pm' }],
  ])('refuses %s with 400', async (_name, body) => {
    const user = await buildUser(server);
    const response = await server.patch('/api/journal/settings', body, withCookie(user.cookie));
    expect(response.status).toBe(400);
    expect((await getJson<JournalSettingsResponse>(user, '/api/journal/settings')).saved).toBe(
      false,
    );
  });
});

describe('GET /api/journal/prompt', () => {
  it('answers the day’s prompt, another one with skip, and the one a new entry stores', async () => {
    const user = await buildUser(server);
    const date = addDays(defaultToday(), -6);
    const own = await getJson<{ prompt: string }>(user, `/api/journal/prompt?date=${date}`);
    const another = await getJson<{ prompt: string }>(
      user,
      `/api/journal/prompt?date=${date}&skip=1`,
    );
    expect(own.prompt.length).toBeGreaterThan(10);
    expect(another.prompt).not.toBe(own.prompt);
    expect((await writeDay(user, date)).prompt).toBe(own.prompt);
  });

  it.each([
    '',
    '?date=2026-01-15&skip=-1',
    '?date=2026-01-15&skip=abc',
    '?date=2026-01-15&skip=1001',
  ])('refuses %s with 400', async (query) => {
    const user = await buildUser(server);
    expect((await server.get(`/api/journal/prompt${query}`, withCookie(user.cookie))).status).toBe(
      400,
    );
  });
});
