import { addDays } from '@common/dates/localDate';
import type {
  CheckinList,
  DayCheckins,
  Habit,
  HabitList,
  HabitMoodInsight,
} from '@common/schemas/habits';
import { DEFAULT_DAY_STARTS_AT } from '@common/schemas/journal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { habit as habitTable, habitCheckin, journalEntry } from '../../db/schema';
import { todayFor } from '../../journal/journalSettings';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

/** "Today" for a user without journal settings: UTC, the day starting at 04:00. */
const today = () => todayFor({ timeZone: 'UTC', dayStartsAt: DEFAULT_DAY_STARTS_AT });

const createHabit = async (server: TestServer, who: TestUser, body: object = {}) => {
  const response = await server.post(
    '/api/habits',
    { name: 'Read', schedule: { type: 'daily' }, ...body },
    withCookie(who.cookie),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { habit: Habit }).habit;
};

const putCheckin = (
  server: TestServer,
  who: TestUser,
  id: string,
  date: string,
  body: unknown,
): Promise<Response> =>
  server.request(`/api/habits/${id}/checkins/${date}`, {
    method: 'PUT',
    headers: { Cookie: who.cookie, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const checkIn = async (
  server: TestServer,
  who: TestUser,
  id: string,
  date: string,
  body: object = { status: 'done' },
) => {
  const response = await putCheckin(server, who, id, date, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { checkin: unknown; habit: Habit };
};

const listHabits = async (server: TestServer, who: TestUser, query = '') =>
  ((await (await server.get(`/api/habits${query}`, withCookie(who.cookie))).json()) as HabitList)
    .habits;

describe('/api/habits', () => {
  it('answers 401 signed out on every route', async () => {
    const server = await getTestServer();
    const id = crypto.randomUUID();
    const responses = await Promise.all([
      server.get('/api/habits'),
      server.post('/api/habits', { name: 'Read', schedule: { type: 'daily' } }),
      server.get('/api/habits/export.csv'),
      server.get(`/api/habits/checkins?date=${today()}`),
      server.get('/api/habits/mood-insights'),
      server.get(`/api/habits/${id}`),
      server.patch(`/api/habits/${id}`, { name: 'x' }),
      server.delete(`/api/habits/${id}`),
      server.request(`/api/habits/${id}/checkins/${today()}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'done' }),
      }),
      server.get(`/api/habits/${id}/checkins?from=${today()}&to=${today()}`),
    ]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 401));
  });

  it('describes every habits route in the OpenAPI document, the CSV included', async () => {
    const server = await getTestServer();
    const document = (await (await server.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/habits'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(operations.sort()).toEqual([
      'delete /habits/{id}',
      'get /habits',
      'get /habits/checkins',
      'get /habits/export.csv',
      'get /habits/mood-insights',
      'get /habits/{id}',
      'get /habits/{id}/checkins',
      'patch /habits/{id}',
      'post /habits',
      'put /habits/{id}/checkins/{date}',
    ]);
  });

  it('creates a habit with its schedule, limit and reminder, and lists it', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const created = await createHabit(server, owner, {
      name: '  Fewer coffees ',
      color: 'amber',
      schedule: { type: 'weekdays', days: [1, 3, 5] },
      limit: { atMost: 2 },
      reminderTime: '08:30',
    });
    expect(created).toMatchObject({
      name: 'Fewer coffees',
      color: 'amber',
      schedule: { type: 'weekdays', days: [1, 3, 5] },
      limit: { atMost: 2 },
      reminderTime: '08:30',
      strength: 0,
      currentStreak: 0,
      bestStreak: 0,
      paused: false,
      archived: false,
      today: null,
    });
    const plain = await createHabit(server, owner, {
      name: 'Run',
      schedule: { type: 'weekly', times: 3 },
    });
    expect(plain).toMatchObject({ color: 'violet', limit: null, reminderTime: null });
    expect((await listHabits(server, owner)).map((habit) => habit.name)).toEqual([
      'Fewer coffees',
      'Run',
    ]);
  });

  it.each([
    ['no name', { schedule: { type: 'daily' } }],
    ['a blank name', { name: '   ', schedule: { type: 'daily' } }],
    ['a huge name', { name: 'x'.repeat(10_000), schedule: { type: 'daily' } }],
    ['a NUL character', { name: 'Re\u0000ad', schedule: { type: 'daily' } }],
    ['a name of the wrong type', { name: 42, schedule: { type: 'daily' } }],
    ['no schedule', { name: 'Read' }],
    ['an unknown schedule', { name: 'Read', schedule: { type: 'monthly' } }],
    ['8 times a week', { name: 'Read', schedule: { type: 'weekly', times: 8 } }],
    ['weekday 0', { name: 'Read', schedule: { type: 'weekdays', days: [0] } }],
    ['a weekday twice', { name: 'Read', schedule: { type: 'weekdays', days: [2, 2] } }],
    ['no weekdays', { name: 'Read', schedule: { type: 'weekdays', days: [] } }],
    ['an unknown colour', { name: 'Read', schedule: { type: 'daily' }, color: 'plaid' }],
    ['a negative limit', { name: 'Read', schedule: { type: 'daily' }, limit: { atMost: -1 } }],
    ['a reminder at 25:00', { name: 'Read', schedule: { type: 'daily' }, reminderTime: '25:00' }],
  ])('refuses a habit with %s (400)', async (_, body) => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    expect((await server.post('/api/habits', body, withCookie(owner.cookie))).status).toBe(400);
  });

  it('checks in today, skips, adds a note, clears the day, and refuses days after today', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    const done = await checkIn(server, owner, id, today(), { status: 'done', note: 'Chapter 3' });
    expect(done.checkin).toEqual({
      date: today(),
      status: 'done',
      note: 'Chapter 3',
      amount: null,
    });
    expect(done.habit).toMatchObject({ today: 'done', currentStreak: 1, bestStreak: 1 });
    expect(done.habit.strength).toBeCloseTo(1 - 0.5 ** (1 / 13), 4);

    // Switching to skipped keeps the note; skipping leaves strength and streak at 0.
    const skipped = await checkIn(server, owner, id, today(), { status: 'skipped' });
    expect(skipped.checkin).toMatchObject({ status: 'skipped', note: 'Chapter 3' });
    expect(skipped.habit).toMatchObject({ today: 'skipped', strength: 0, currentStreak: 0 });

    const cleared = await checkIn(server, owner, id, today(), { status: 'none' });
    expect(cleared.checkin).toBeNull();
    expect(cleared.habit.today).toBeNull();

    const tomorrow = await putCheckin(server, owner, id, addDays(today(), 1), { status: 'done' });
    expect(tomorrow.status).toBe(400);
  });

  it.each([
    ['an unknown status', { status: 'maybe' }],
    ['no status', { note: 'x' }],
    ['a huge note', { status: 'done', note: 'x'.repeat(501) }],
    ['a NUL character in the note', { status: 'done', note: 'a\u0000b' }],
    ['an amount of the wrong type', { status: 'done', amount: 'two' }],
    ['a negative amount', { status: 'done', amount: -1 }],
    ['a body that is not JSON', '{"status":'],
  ])('refuses a check-in with %s (400)', async (_, body) => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    expect((await putCheckin(server, owner, id, today(), body)).status).toBe(400);
  });

  it('refuses a check-in on a date that is not one (400)', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    for (const date of ['2026-02-30', 'yesterday', '1850-01-01'])
      expect((await putCheckin(server, owner, id, date, { status: 'done' })).status).toBe(400);
  });

  it('scores 60 days in a row 0.959, and 0.817 after three missed days, with the streaks', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    // Done for 60 days up to 4 days ago; the 3 days since are missed; today is not over yet.
    const first = addDays(today(), -63);
    await server.database.db.insert(habitCheckin).values(
      Array.from({ length: 60 }, (_, day) => ({
        habitId: id,
        userId: owner.id,
        date: addDays(first, day),
        status: 'done',
      })),
    );
    const [afterMisses] = await listHabits(server, owner);
    expect(afterMisses?.strength.toFixed(3)).toBe('0.817');
    expect(afterMisses).toMatchObject({ currentStreak: 0, bestStreak: 60 });

    const range = (await (
      await server.get(
        `/api/habits/${id}/checkins?from=${addDays(first, 58)}&to=${addDays(today(), 5)}`,
        withCookie(owner.cookie),
      )
    ).json()) as CheckinList;
    expect(range.checkins.map((checkin) => checkin.date)).toEqual([
      addDays(first, 58),
      addDays(first, 59),
    ]);
    expect(range.strengthByDay).toHaveLength(6); // up to today, not after
    expect(range.strengthByDay[1]?.strength.toFixed(3)).toBe('0.959');
    expect(range.strengthByDay[4]?.strength.toFixed(3)).toBe('0.817');
  });

  it('counts a done day over the limit of a habit to cut down as not kept', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner, { name: 'Coffee', limit: { atMost: 2 } });
    const within = await checkIn(server, owner, id, addDays(today(), -1), {
      status: 'done',
      amount: 2,
    });
    expect(within.habit.currentStreak).toBe(1);
    const over = await checkIn(server, owner, id, addDays(today(), -1), {
      status: 'done',
      amount: 3,
    });
    expect(over.habit).toMatchObject({ currentStreak: 0, strength: 0 });
  });

  it('pauses from today and resumes, keeping the pause ranges', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    const pause = async (paused: boolean) =>
      (
        (await (
          await server.patch(`/api/habits/${id}`, { paused }, withCookie(owner.cookie))
        ).json()) as { habit: Habit }
      ).habit;
    const storedPauses = async () =>
      (await server.database.db.select().from(habitTable).where(eq(habitTable.id, id)))[0]?.pauses;

    const paused = await pause(true);
    expect(paused.paused).toBe(true);
    expect(paused.pauses).toEqual([{ from: today(), to: null }]);
    expect(await storedPauses()).toEqual([{ from: today(), to: null }]);
    expect((await pause(true)).paused).toBe(true);
    expect(await storedPauses()).toHaveLength(1);
    // Resumed the day it began: the pause covered nothing and is dropped.
    expect((await pause(false)).paused).toBe(false);
    expect(await storedPauses()).toEqual([]);

    const started = addDays(today(), -5);
    await server.database.db
      .update(habitTable)
      .set({ pauses: [{ from: started, to: null }] })
      .where(eq(habitTable.id, id));
    const resumed = await pause(false);
    expect(resumed.paused).toBe(false);
    expect(resumed.pauses).toEqual([{ from: started, to: addDays(today(), -1) }]);
    expect(await storedPauses()).toEqual([{ from: started, to: addDays(today(), -1) }]);
  });

  it('edits a habit and refuses an empty or bad edit', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner, { limit: { atMost: 3 } });
    const response = await server.patch(
      `/api/habits/${id}`,
      { name: 'Read fiction', color: 'teal', schedule: { type: 'weekly', times: 4 }, limit: null },
      withCookie(owner.cookie),
    );
    expect(((await response.json()) as { habit: Habit }).habit).toMatchObject({
      name: 'Read fiction',
      color: 'teal',
      schedule: { type: 'weekly', times: 4 },
      limit: null,
    });
    for (const bad of [{}, { name: '' }, { paused: 'yes' }, { name: 'a\u0000' }])
      expect((await server.patch(`/api/habits/${id}`, bad, withCookie(owner.cookie))).status).toBe(
        400,
      );
    expect(
      (await server.patch('/api/habits/not-an-id', { name: 'x' }, withCookie(owner.cookie))).status,
    ).toBe(400);
  });

  it('archives a habit out of the list, lists it when asked, and restores it', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    const archived = await server.patch(
      `/api/habits/${id}`,
      { archived: true },
      withCookie(owner.cookie),
    );
    expect(((await archived.json()) as { habit: Habit }).habit.archived).toBe(true);
    expect(await listHabits(server, owner)).toEqual([]);
    expect((await listHabits(server, owner, '?archived=true')).map((habit) => habit.id)).toEqual([
      id,
    ]);
    expect((await server.get('/api/habits?archived=maybe', withCookie(owner.cookie))).status).toBe(
      400,
    );
    await server.patch(`/api/habits/${id}`, { archived: false }, withCookie(owner.cookie));
    expect((await listHabits(server, owner)).map((habit) => habit.archived)).toEqual([false]);
  });

  it('deletes a habit with its check-ins', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    await checkIn(server, owner, id, today());
    expect((await server.delete(`/api/habits/${id}`, withCookie(owner.cookie))).status).toBe(204);
    expect((await server.get(`/api/habits/${id}`, withCookie(owner.cookie))).status).toBe(404);
    const left = await server.database.db
      .select()
      .from(habitCheckin)
      .where(eq(habitCheckin.habitId, id));
    expect(left).toEqual([]);
  });

  it('answers 404 for another user’s habit, exactly as for a missing one, and changes nothing', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const { id } = await createHabit(server, owner, { name: 'Secret habit' });
    await checkIn(server, owner, id, today(), { status: 'done', note: 'private' });
    const asOther = [
      await server.get(`/api/habits/${id}`, withCookie(other.cookie)),
      await server.patch(`/api/habits/${id}`, { name: 'mine' }, withCookie(other.cookie)),
      await server.delete(`/api/habits/${id}`, withCookie(other.cookie)),
      await putCheckin(server, other, id, today(), { status: 'none' }),
      await server.get(
        `/api/habits/${id}/checkins?from=${today()}&to=${today()}`,
        withCookie(other.cookie),
      ),
    ];
    const missing = await server.get(
      `/api/habits/${crypto.randomUUID()}`,
      withCookie(other.cookie),
    );
    expect(asOther.map((response) => response.status)).toEqual(asOther.map(() => 404));
    expect(await asOther[0]!.json()).toEqual(await missing.json());
    expect(await listHabits(server, other)).toEqual([]);
    const day = await server.get(`/api/habits/checkins?date=${today()}`, withCookie(other.cookie));
    expect(((await day.json()) as DayCheckins).checkins).toEqual([]);
    const csv = await (await server.get('/api/habits/export.csv', withCookie(other.cookie))).text();
    expect(csv).not.toContain('Secret habit');
    expect((await listHabits(server, owner))[0]).toMatchObject({
      name: 'Secret habit',
      today: 'done',
    });
  });

  it('lists a habit’s check-ins over a range, and refuses a bad range (400)', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner);
    const yesterday = addDays(today(), -1);
    await checkIn(server, owner, id, yesterday, { status: 'done', note: 'ok' });
    await checkIn(server, owner, id, today(), { status: 'skipped' });
    const response = await server.get(
      `/api/habits/${id}/checkins?from=${addDays(today(), -2)}&to=${today()}`,
      withCookie(owner.cookie),
    );
    const body = (await response.json()) as CheckinList;
    expect(body.checkins).toEqual([
      { date: yesterday, status: 'done', note: 'ok', amount: null },
      { date: today(), status: 'skipped', note: null, amount: null },
    ]);
    expect(body.strengthByDay.map((day) => day.strength)).toEqual([0, 0.0519, 0.0519]);
    for (const query of [
      `from=${today()}&to=${yesterday}`,
      `from=2020-01-01&to=2026-01-01`,
      `from=${today()}`,
      'from=x&to=y',
    ])
      expect(
        (await server.get(`/api/habits/${id}/checkins?${query}`, withCookie(owner.cookie))).status,
        query,
      ).toBe(400);
  });

  it('lists a day’s check-ins across habits for the journal', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const read = await createHabit(server, owner, { name: 'Read', color: 'blue' });
    const walk = await createHabit(server, owner, { name: 'Walk' });
    await createHabit(server, owner, { name: 'Not today' });
    const day = addDays(today(), -2);
    await checkIn(server, owner, read.id, day, { status: 'done', note: 'Dune' });
    await checkIn(server, owner, walk.id, day, { status: 'skipped' });
    const response = await server.get(`/api/habits/checkins?date=${day}`, withCookie(owner.cookie));
    expect(((await response.json()) as DayCheckins).checkins).toEqual([
      {
        habitId: read.id,
        habitName: 'Read',
        color: 'blue',
        date: day,
        status: 'done',
        note: 'Dune',
        amount: null,
      },
      {
        habitId: walk.id,
        habitName: 'Walk',
        color: 'violet',
        date: day,
        status: 'skipped',
        note: null,
        amount: null,
      },
    ]);
    expect(
      (await server.get('/api/habits/checkins?date=soon', withCookie(owner.cookie))).status,
    ).toBe(400);
    expect((await server.get('/api/habits/checkins', withCookie(owner.cookie))).status).toBe(400);
  });

  it('compares mood on days a habit was done with days it was not', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner, { name: 'Walk' });
    const days = [-6, -5, -4, -3, -2, -1].map((offset) => addDays(today(), offset));
    const moods = [5, 4, 2, 1, 3, 4];
    for (const [index, date] of days.entries()) {
      const note = await buildNote(server, owner, { title: `Journal ${date}` });
      await server.database.db.insert(journalEntry).values({
        noteId: note.id,
        userId: owner.id,
        date,
        timeZone: 'UTC',
        mood: moods[index],
      });
    }
    // Done on the first two days, skipped on the last: days 3–5 are the days it was not done.
    await checkIn(server, owner, id, days[0]!);
    await checkIn(server, owner, id, days[1]!);
    await checkIn(server, owner, id, days[5]!, { status: 'skipped' });
    const response = await server.get('/api/habits/mood-insights', withCookie(owner.cookie));
    expect(((await response.json()) as HabitMoodInsight).insights).toEqual([
      {
        habitId: id,
        name: 'Walk',
        color: 'violet',
        moodWhenDone: 4.5,
        daysDone: 2,
        moodWhenNot: 2,
        daysNot: 3,
      },
    ]);
  });

  it('exports every check-in as CSV, quoted and defused against spreadsheet formulas', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id } = await createHabit(server, owner, {
      name: '=HYPERLINK("x")',
      limit: { atMost: 1 },
    });
    const yesterday = addDays(today(), -1);
    await checkIn(server, owner, id, yesterday, {
      status: 'done',
      amount: 1,
      note: 'said "hi", left\nearly',
    });
    await checkIn(server, owner, id, today(), { status: 'skipped', note: '@home' });
    const response = await server.get('/api/habits/export.csv', withCookie(owner.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="inkling-habits.csv"',
    );
    expect(await response.text()).toBe(
      'habit,date,status,amount,note\r\n' +
        `"'=HYPERLINK(""x"")",${yesterday},done,1,"said ""hi"", left\nearly"\r\n` +
        `"'=HYPERLINK(""x"")",${today()},skipped,,'@home\r\n`,
    );
  });

  it('writes a long CSV a page at a time without losing or repeating a row', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const habits = [
      await createHabit(server, owner, { name: 'A' }),
      await createHabit(server, owner, { name: 'B' }),
    ];
    const first = addDays(today(), -399);
    for (const { id } of habits)
      await server.database.db.insert(habitCheckin).values(
        Array.from({ length: 400 }, (_, day) => ({
          habitId: id,
          userId: owner.id,
          date: addDays(first, day),
          status: 'done',
        })),
      );
    const lines = (
      await (await server.get('/api/habits/export.csv', withCookie(owner.cookie))).text()
    )
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(801);
    expect(new Set(lines).size).toBe(801);
  });
});
