import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { buildUser, cookiesFrom, signIn, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

async function sessionIdsOf(server: TestServer, user: TestUser): Promise<string[]> {
  const rows = await server.database.db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, user.id));
  return rows.map((row) => row.id);
}

/** The id of the session behind a cookie, from Better Auth's own answer. */
async function currentSessionId(server: TestServer, cookie: string): Promise<string> {
  const response = await server.get('/api/auth/get-session', withCookie(cookie));
  const body = (await response.json()) as { session: { id: string } };
  return body.session.id;
}

// Loading this file's database copy can take seconds on a busy machine.
beforeAll(() => getTestServer(), 30_000);

describe('revocation', () => {
  it('ends a device’s session at once, with its cached session cookie still sent', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    // The first device's cookies include Better Auth's signed 60-second session cache.
    expect(owner.cookie).toContain('better-auth.session_data=');
    expect((await server.get('/api/me', withCookie(owner.cookie))).status).toBe(200);
    const otherDevice = await signIn(server, owner);

    const revoked = await server.delete(
      `/api/sessions/${await currentSessionId(server, owner.cookie)}`,
      withCookie(otherDevice),
    );
    expect(revoked.status).toBe(204);

    expect((await server.get('/api/me', withCookie(owner.cookie))).status).toBe(401);
    expect((await server.get('/api/notes', withCookie(owner.cookie))).status).toBe(401);
    const write = await server.post('/api/notes', { title: 'x' }, withCookie(owner.cookie));
    expect(write.status).toBe(401);
    // Better Auth's own endpoints as well.
    expect((await server.get('/api/auth/list-sessions', withCookie(owner.cookie))).status).toBe(
      401,
    );
    expect((await server.get('/api/me', withCookie(otherDevice))).status).toBe(200);
  });

  it('ends a session deleted by another server sharing the database at once', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    expect((await server.get('/api/me', withCookie(owner.cookie))).status).toBe(200);
    // No hook of this process runs: only the row disappears, as another process would do it.
    await server.database.db.delete(session).where(eq(session.userId, owner.id));
    const response = await server.get('/api/session', withCookie(owner.cookie));
    expect(await response.json()).toEqual({ user: null });
    expect((await server.get('/api/me', withCookie(owner.cookie))).status).toBe(401);
  });

  it('ends other devices at once after "sign out my other devices" on a password change', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const otherDevice = await signIn(server, owner);
    expect((await server.get('/api/me', withCookie(otherDevice))).status).toBe(200);
    const change = await server.post(
      '/api/auth/change-password',
      { currentPassword: owner.password, newPassword: 'a new one!', revokeOtherSessions: true },
      withCookie(owner.cookie),
    );
    expect(change.status).toBe(200);
    expect((await server.get('/api/me', withCookie(otherDevice))).status).toBe(401);
    expect((await server.get('/api/me', withCookie(cookiesFrom(change)))).status).toBe(200);
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('answers 401 signed out and 400 for an id that cannot be one', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    expect((await server.delete('/api/sessions/abc')).status).toBe(401);
    const bad = await server.delete(`/api/sessions/${'x'.repeat(101)}`, withCookie(owner.cookie));
    expect(bad.status).toBe(400);
  });

  it('answers 404 for another user’s session and leaves it signed in', async () => {
    const server = await getTestServer();
    const alice = await buildUser(server);
    const mallory = await buildUser(server);
    const [aliceSessionId] = await sessionIdsOf(server, alice);
    const response = await server.delete(
      `/api/sessions/${aliceSessionId}`,
      withCookie(mallory.cookie),
    );
    expect(response.status).toBe(404);
    expect((await server.get('/api/me', withCookie(alice.cookie))).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('never leave the server: sessions are listed and read by id', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    await signIn(server, owner);
    const list = (await (
      await server.get('/api/auth/list-sessions', withCookie(owner.cookie))
    ).json()) as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    for (const item of list) {
      expect(item).toHaveProperty('id');
      expect(item).not.toHaveProperty('token');
    }
    const current = (await (
      await server.get('/api/auth/get-session', withCookie(owner.cookie))
    ).json()) as { session: Record<string, unknown> };
    expect(current.session).toHaveProperty('id');
    expect(current.session).not.toHaveProperty('token');

    const signedIn = await server.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(await signedIn.json()).not.toHaveProperty('token');
    // The cookie still carries the session.
    expect((await server.get('/api/me', withCookie(cookiesFrom(signedIn)))).status).toBe(200);
  });
});
