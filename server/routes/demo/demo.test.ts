import type { NoteList } from '@common/schemas/notes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, note, user } from '../../db/schema';
import { purgeExpiredDemoAccounts } from '../../demo/demoAccounts';
import { loadDemoNotes } from '../../demo/demoNotes';
import {
  buildNote,
  buildUser,
  cookiesFrom,
  sessionTokenOnly,
  withCookie,
} from '../../test/factories';
import { getTestServer, testStorage, type TestServer } from '../../test/support';
import { WELCOME_NOTE_TITLE } from '../../notes/welcomeNote';

let nextAddress = 1;
/** Each test its own client address: the limit is per address. */
const fromAddress = (address = `203.0.113.${nextAddress++}`) => ({
  headers: { 'X-Forwarded-For': address },
});

async function startDemo(server: TestServer, address = fromAddress()) {
  const response = await server.post('/api/demo', {}, address);
  return { response, cookie: cookiesFrom(response) };
}

// The file's database (a migrated snapshot) loads once, here, within a start-up allowance
// rather than the first test's five seconds.
beforeAll(() => getTestServer(), 30_000);

describe('POST /api/demo', () => {
  it('signs the visitor into a new account filled with the sample notes', async () => {
    const server = await getTestServer();
    const { response, cookie } = await startDemo(server);
    expect(response.status).toBe(201);
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const me = await server.get('/api/me', withCookie(cookie));
    expect(me.status).toBe(200);
    const { notes } = (await (
      await server.get('/api/notes?limit=50', withCookie(cookie))
    ).json()) as NoteList;
    const samples = loadDemoNotes();
    expect(notes.map((n) => n.title).sort()).toEqual(
      [WELCOME_NOTE_TITLE, ...samples.map((s) => s.title)].sort(),
    );
    expect(notes.filter((n) => n.pinned).length).toBe(samples.filter((s) => s.pinned).length);
    expect(new Set(notes.flatMap((n) => n.tags.map((t) => t.name)))).toContain('physics');
  });

  it('lets one address start 3 demos an hour, then answers 429 with a way out', async () => {
    const server = await getTestServer();
    const address = fromAddress();
    for (let i = 0; i < 3; i++)
      expect((await startDemo(server, address)).response.status).toBe(201);
    const refused = await startDemo(server, address);
    expect(refused.response.status).toBe(429);
    expect(JSON.stringify(await refused.response.json())).toContain('sign up free');
    expect((await startDemo(server)).response.status).toBe(201);
  });

  it('starts 3 demos, no more, for requests from one address that arrive together', async () => {
    const server = await getTestServer();
    const address = fromAddress();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await startDemo(server, address)).response.status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});

describe('purgeExpiredDemoAccounts', () => {
  it('deletes demo accounts after 24 hours with all their notes, and nobody else', async () => {
    const server = await getTestServer();
    const { cookie } = await startDemo(server);
    const me = (await (await server.get('/api/me', withCookie(cookie))).json()) as {
      user: { id: string };
    };
    const regular = await buildUser(server);
    await buildNote(server, regular);
    const { db } = server.database;

    expect(await purgeExpiredDemoAccounts(db, testStorage)).toBe(0);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await purgeExpiredDemoAccounts(db, testStorage, later)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(user).where(eq(user.id, me.user.id))).toEqual([]);
    expect(await db.select().from(note).where(eq(note.userId, me.user.id))).toEqual([]);
    expect(await db.select().from(demoAccount).where(eq(demoAccount.userId, me.user.id))).toEqual(
      [],
    );
    expect((await server.get('/api/me', withCookie(regular.cookie))).status).toBe(200);
    // Past the 60-second signed cookie cache (ADR 0002), the session is checked in the database.
    expect((await server.get('/api/me', withCookie(sessionTokenOnly(cookie)))).status).toBe(401);
  });
});
