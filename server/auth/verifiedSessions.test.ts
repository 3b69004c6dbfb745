import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { buildUser, sessionTokenOnly, signIn, withCookie, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { createSessionRevocations } from './sessionRevocations';
import { createVerifiedSessions, type VerifiedSession } from './verifiedSessions';

const DAY = 24 * 60 * 60;
const START = Date.parse('2026-11-25T08:00:00Z');

/** A session of `userId` that ends `secondsLeft` from START. */
function sessionOf(id: string, userId = 'user-1', secondsLeft = 7 * DAY): VerifiedSession {
  return {
    session: { id, userId, expiresAt: new Date(START + secondsLeft * 1000) },
    user: { id: userId },
  };
}

const headersWith = (cookie: string) => new Headers({ cookie });

/**
 * The cache over a stand-in for Better Auth's check: sessions by cookie,
 * every call counted, rows that exist in `live`.
 */
function setUp(sessions: Record<string, VerifiedSession>, maxEntries?: number) {
  const revocations = createSessionRevocations();
  const live = new Set(Object.values(sessions).map((s) => s.session.id));
  const clock = { now: START };
  let verifications = 0;
  let liveChecks = 0;
  const cache = createVerifiedSessions({
    verify: (headers) => {
      verifications++;
      const found = sessions[headers.get('cookie') ?? ''];
      return Promise.resolve(found && live.has(found.session.id) ? found : null);
    },
    isLive: (id) => {
      liveChecks++;
      return Promise.resolve(live.has(id));
    },
    revocations,
    expiresIn: 7 * DAY,
    updateAge: DAY,
    now: () => clock.now,
    ...(maxEntries ? { maxEntries } : {}),
  });
  return {
    cache,
    revocations,
    live,
    clock,
    counts: () => ({ verifications, liveChecks }),
  };
}

describe('verified sessions', () => {
  it('verifies credentials once, then only checks that the session row still exists', async () => {
    const { cache, counts } = setUp({ a: sessionOf('s1') });
    expect((await cache.sessionOf(headersWith('a')))?.session.id).toBe('s1');
    expect((await cache.sessionOf(headersWith('a')))?.session.id).toBe('s1');
    expect((await cache.sessionOf(headersWith('a')))?.session.id).toBe('s1');
    expect(counts()).toEqual({ verifications: 1, liveChecks: 2 });
  });

  it('answers null to a request without credentials, asking nobody', async () => {
    const { cache, counts } = setUp({});
    expect(await cache.sessionOf(new Headers())).toBeNull();
    expect(counts()).toEqual({ verifications: 0, liveChecks: 0 });
  });

  it('keeps no failed verification: other credentials are verified on each request', async () => {
    const { cache, counts } = setUp({ a: sessionOf('s1') });
    expect(await cache.sessionOf(headersWith('forged'))).toBeNull();
    expect(await cache.sessionOf(headersWith('forged'))).toBeNull();
    expect(counts().verifications).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('tells a bearer token from a cookie: each is verified on its own', async () => {
    const { cache, counts } = setUp({ a: sessionOf('s1') });
    await cache.sessionOf(headersWith('a'));
    await cache.sessionOf(new Headers({ cookie: 'a', authorization: 'Bearer other' }));
    expect(counts().verifications).toBe(2);
  });

  it('refuses a revoked session at once and forgets it', async () => {
    const { cache, revocations, live } = setUp({ a: sessionOf('s1') });
    await cache.sessionOf(headersWith('a'));
    live.delete('s1');
    revocations.publish({ id: 's1', token: 't', userId: 'user-1' });
    expect(cache.size).toBe(0);
    expect(await cache.sessionOf(headersWith('a'))).toBeNull();
  });

  it('refuses a session whose row was deleted without a word (another server)', async () => {
    const { cache, live, counts } = setUp({ a: sessionOf('s1') });
    await cache.sessionOf(headersWith('a'));
    live.delete('s1');
    expect(await cache.sessionOf(headersWith('a'))).toBeNull();
    expect(counts()).toEqual({ verifications: 2, liveChecks: 1 });
  });

  it('does not keep a session verified while a revocation came in', async () => {
    const revocations = createSessionRevocations();
    const cache = createVerifiedSessions({
      verify: () => {
        // Signed out on another device while this request was being verified.
        revocations.publish({ id: 's1', token: 't', userId: 'user-1' });
        return Promise.resolve(sessionOf('s1'));
      },
      isLive: () => Promise.resolve(true),
      revocations,
      expiresIn: 7 * DAY,
      updateAge: DAY,
    });
    await cache.sessionOf(headersWith('a'));
    expect(cache.size).toBe(0);
  });

  it('verifies again after its minute', async () => {
    const { cache, clock, counts } = setUp({ a: sessionOf('s1') });
    await cache.sessionOf(headersWith('a'));
    clock.now += 59_000;
    await cache.sessionOf(headersWith('a'));
    expect(counts().verifications).toBe(1);
    clock.now += 2_000;
    await cache.sessionOf(headersWith('a'));
    expect(counts().verifications).toBe(2);
  });

  it('leaves the session to Better Auth once it is due for its refresh', async () => {
    // Extended once less than six days are left: this one is due in 10 s.
    const dueSoon = sessionOf('s1', 'user-1', 6 * DAY + 10);
    // Due already (and ending in 5 s): Better Auth sees every request of it.
    const due = sessionOf('s2', 'user-1', 5);
    const { cache, clock, counts } = setUp({ a: dueSoon, b: due });
    await cache.sessionOf(headersWith('a'));
    await cache.sessionOf(headersWith('b'));
    clock.now += 4_000;
    await cache.sessionOf(headersWith('a'));
    await cache.sessionOf(headersWith('b'));
    expect(counts().verifications).toBe(3);
    clock.now += 7_000;
    await cache.sessionOf(headersWith('a'));
    expect(counts().verifications).toBe(4);
  });

  it('holds at most maxEntries, dropping the least recently used first', async () => {
    const { cache, counts } = setUp(
      { a: sessionOf('s1'), b: sessionOf('s2'), c: sessionOf('s3') },
      2,
    );
    await cache.sessionOf(headersWith('a'));
    await cache.sessionOf(headersWith('b'));
    await cache.sessionOf(headersWith('a'));
    await cache.sessionOf(headersWith('c'));
    expect(cache.size).toBe(2);
    await cache.sessionOf(headersWith('a'));
    expect(counts().verifications).toBe(3);
    await cache.sessionOf(headersWith('b'));
    expect(counts().verifications).toBe(4);
  });

  it('serves requests arriving during a liveness check from the cache, not Better Auth', async () => {
    // On PostgreSQL the check is a round trip; a client's parallel requests land inside it.
    let verifications = 0;
    const pendingChecks: ((live: boolean) => void)[] = [];
    const cache = createVerifiedSessions({
      verify: () => {
        verifications++;
        return Promise.resolve(sessionOf('s1'));
      },
      isLive: () => new Promise<boolean>((resolve) => pendingChecks.push(resolve)),
      revocations: createSessionRevocations(),
      expiresIn: 7 * DAY,
      updateAge: DAY,
      now: () => START,
    });
    await cache.sessionOf(headersWith('a'));
    const parallel = Array.from({ length: 10 }, () => cache.sessionOf(headersWith('a')));
    await Promise.resolve();
    expect(pendingChecks).toHaveLength(10);
    for (const answer of pendingChecks) answer(true);
    const sessions = await Promise.all(parallel);
    expect(sessions.map((found) => found?.session.id)).toEqual(Array(10).fill('s1'));
    expect(verifications).toBe(1);
  });

  it('asks Better Auth once for requests with the same new credentials arriving together', async () => {
    const { cache, counts } = setUp({ a: sessionOf('s1'), b: sessionOf('s2', 'user-2') });
    const sessions = await Promise.all([
      ...Array.from({ length: 5 }, () => cache.sessionOf(headersWith('a'))),
      cache.sessionOf(headersWith('b')),
      cache.sessionOf(headersWith('forged')),
    ]);
    expect(sessions.map((found) => found?.session.id ?? null)).toEqual([
      's1',
      's1',
      's1',
      's1',
      's1',
      's2',
      null,
    ]);
    expect(counts()).toEqual({ verifications: 3, liveChecks: 0 });
    expect(cache.size).toBe(2);
  });

  it('refuses a session whose row is gone, for every request that was checking it', async () => {
    const { cache, live, counts } = setUp({ a: sessionOf('s1') });
    await cache.sessionOf(headersWith('a'));
    live.delete('s1');
    const answers = await Promise.all([
      cache.sessionOf(headersWith('a')),
      cache.sessionOf(headersWith('a')),
    ]);
    expect(answers).toEqual([null, null]);
    expect(cache.size).toBe(0);
    expect(counts().liveChecks).toBe(2);
  });

  it('forgets a user’s sessions when their profile changes', async () => {
    const { cache, counts } = setUp({ a: sessionOf('s1'), b: sessionOf('s2', 'user-2') });
    await cache.sessionOf(headersWith('a'));
    await cache.sessionOf(headersWith('b'));
    cache.forgetUser('user-1');
    expect(cache.size).toBe(1);
    await cache.sessionOf(headersWith('a'));
    expect(counts().verifications).toBe(3);
  });
});

describe('the API’s session check, through the app', () => {
  let server: TestServer;
  // Loading this file's database copy can take seconds on a busy machine.
  beforeAll(async () => {
    server = await getTestServer();
  }, 30_000);

  /** A session older than Better Auth's 60-second cookie cache: the token alone. */
  const oldSession = (user: TestUser) => withCookie(sessionTokenOnly(user.cookie));

  it('refuses a session signed out on this server at once, however often it was used', async () => {
    const owner = await buildUser(server);
    for (let i = 0; i < 3; i++)
      expect((await server.get('/api/me', oldSession(owner))).status).toBe(200);
    const signedOut = await server.post('/api/auth/sign-out', undefined, oldSession(owner));
    expect(signedOut.status).toBe(200);
    expect((await server.get('/api/me', oldSession(owner))).status).toBe(401);
    expect((await server.get('/api/notes', oldSession(owner))).status).toBe(401);
  });

  it('refuses a session at once when another session signs every device out', async () => {
    const owner = await buildUser(server);
    const laptop = withCookie(sessionTokenOnly(await signIn(server, owner)));
    expect((await server.get('/api/notes', laptop)).status).toBe(200);
    const revoked = await server.post('/api/auth/revoke-other-sessions', {}, oldSession(owner));
    expect(revoked.status).toBe(200);
    expect((await server.get('/api/notes', laptop)).status).toBe(401);
    expect((await server.get('/api/notes', oldSession(owner))).status).toBe(200);
  });

  it('shows a new name at once', async () => {
    const owner = await buildUser(server);
    expect((await server.get('/api/me', oldSession(owner))).status).toBe(200);
    const renamed = await server.post(
      '/api/auth/update-user',
      { name: 'Renamed' },
      oldSession(owner),
    );
    expect(renamed.status).toBe(200);
    const me = (await (await server.get('/api/me', oldSession(owner))).json()) as {
      user: { name: string };
    };
    expect(me.user.name).toBe('Renamed');
  });

  it('lets Better Auth extend a session due for its refresh', async () => {
    const owner = await buildUser(server);
    // Signed in a day and a minute ago: less than six days left, so the next request extends it.
    const due = new Date(Date.now() + 6 * DAY * 1000 - 60_000);
    await server.database.db
      .update(session)
      .set({ expiresAt: due })
      .where(eq(session.userId, owner.id));
    expect((await server.get('/api/notes', oldSession(owner))).status).toBe(200);
    const [row] = await server.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, owner.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY * 1000);
  });
});
