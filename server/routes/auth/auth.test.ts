import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, session, user } from '../../db/schema';
import {
  buildUser,
  cookiesFrom,
  sessionTokenOnly,
  signIn,
  uniqueEmail,
  withCookie,
} from '../../test/factories';
import { getTestServer, sentMail } from '../../test/support';

describe('sign-up', () => {
  it('creates the account and signs in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const server = await getTestServer();
    const email = uniqueEmail();
    const response = await server.post('/api/auth/sign-up/email', {
      email,
      password: 'secret1',
      name: 'x',
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure behind https
    const me = await server.get('/api/me', withCookie(cookiesFrom(response)));
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('stores the password as an argon2id hash', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const [row] = await server.database.db
      .select()
      .from(account)
      .where(eq(account.userId, created.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const server = await getTestServer();
    const response = await server.post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: '12345',
      name: 'x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('refuses an e-mail address that is already registered, whatever its case', async () => {
    const server = await getTestServer();
    const existing = await buildUser(server);
    const response = await server.post('/api/auth/sign-up/email', {
      email: existing.email.toUpperCase(),
      password: 'another password',
      name: 'x',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: expect.stringMatching(/^USER_ALREADY_EXISTS/) as string,
    });
  });

  it('refuses an invalid e-mail address', async () => {
    const server = await getTestServer();
    const response = await server.post('/api/auth/sign-up/email', {
      email: 'not an email',
      password: 'secret1',
      name: 'x',
    });
    expect(response.status).toBe(400);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const cookie = await signIn(server, created);
    expect((await server.get('/api/me', withCookie(cookie))).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const wrongPassword = await server.post('/api/auth/sign-in/email', {
      email: created.email,
      password: 'wrong!!',
    });
    const unknownEmail = await server.post('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: 'wrong!!',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = (await Promise.all([wrongPassword.json(), unknownEmail.json()])) as [
      { message: string },
      { message: string },
    ];
    expect(a.message).toBe(b.message);
    expect(a.message).toBe('Invalid email or password');
  });

  it('refuses a cookie-bearing request from a foreign origin', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const response = await server.post(
      '/api/auth/sign-out',
      {},
      { headers: { Cookie: created.cookie, Origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await server.get('/api/me', withCookie(created.cookie))).status).toBe(200);
  });
});

describe('rate limits', () => {
  const attempt = (server: Awaited<ReturnType<typeof getTestServer>>, email: string, ip: string) =>
    server.post(
      '/api/auth/sign-in/email',
      { email, password: 'wrong!!' },
      { headers: { 'X-Forwarded-For': ip } },
    );

  it('limits sign-in attempts per client address', async () => {
    const server = await getTestServer({ authAttemptsPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await attempt(server, uniqueEmail(), '203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client is not affected.
    expect((await attempt(server, uniqueEmail(), '203.0.113.8')).status).toBe(401);
  });

  it('delays wrong passwords from one address for one account, never the owner at theirs', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await attempt(server, owner.email, '203.0.113.66')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await attempt(server, owner.email, '203.0.113.66');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Too many wrong passwords for this account/) as string,
    });
    // Even the right password waits at the guessing address…
    const fromStranger = await server.post(
      '/api/auth/sign-in/email',
      { email: owner.email, password: owner.password },
      { headers: { 'X-Forwarded-For': '203.0.113.66' } },
    );
    expect(fromStranger.status).toBe(429);
    // …while the owner signs in from their own address at once.
    const fromOwner = await server.post(
      '/api/auth/sign-in/email',
      { email: owner.email, password: owner.password },
      { headers: { 'X-Forwarded-For': '198.51.100.20' } },
    );
    expect(fromOwner.status).toBe(200);
    // The guessing address can still reach other accounts (Better Auth's per-address limit governs that).
    expect((await attempt(server, uniqueEmail(), '203.0.113.66')).status).toBe(401);
  });

  it('limits reset e-mails per address, from any client address', async () => {
    const server = await getTestServer({ authAttemptsPerMinute: 3 });
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.post(
        '/api/auth/request-password-reset',
        { email, redirectTo: '/reset-password' },
        { headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('GET /api/me', () => {
  it('answers 401 without a session', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
  });

  it('presents exactly id, email, name and createdAt', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const body = (await (await server.get('/api/me', withCookie(created.cookie))).json()) as {
      user: object;
    };
    expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'email', 'id', 'name']);
    expect(body.user).toMatchObject({ id: created.id, email: created.email });
  });
});

describe('account settings', () => {
  it('changes the password only with the current one', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const wrong = await server.post(
      '/api/auth/change-password',
      { currentPassword: 'not it', newPassword: 'brand new pass' },
      withCookie(created.cookie),
    );
    expect(wrong.status).toBe(400);
    const right = await server.post(
      '/api/auth/change-password',
      { currentPassword: created.password, newPassword: 'brand new pass' },
      withCookie(created.cookie),
    );
    expect(right.status).toBe(200);
    await expect(
      signIn(server, { email: created.email, password: 'brand new pass' }),
    ).resolves.toContain('session_token');
  });

  it('lists the sessions and signs out everywhere else', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const otherDevice = await signIn(server, created);
    const list = (await (
      await server.get('/api/auth/list-sessions', withCookie(created.cookie))
    ).json()) as unknown[];
    expect(list).toHaveLength(2);

    const revoke = await server.post(
      '/api/auth/revoke-other-sessions',
      {},
      withCookie(created.cookie),
    );
    expect(revoke.status).toBe(200);
    expect((await server.get('/api/me', withCookie(sessionTokenOnly(otherDevice)))).status).toBe(
      401,
    );
    expect((await server.get('/api/me', withCookie(created.cookie))).status).toBe(200);
  });

  it('never shows or revokes another user’s sessions', async () => {
    const server = await getTestServer();
    const alice = await buildUser(server);
    const mallory = await buildUser(server);
    const [aliceSession] = await server.database.db
      .select()
      .from(session)
      .where(eq(session.userId, alice.id));
    const list = (await (
      await server.get('/api/auth/list-sessions', withCookie(mallory.cookie))
    ).json()) as { userId: string }[];
    expect(list.every((s) => s.userId === mallory.id)).toBe(true);

    await server.post(
      '/api/auth/revoke-session',
      { token: aliceSession?.token },
      withCookie(mallory.cookie),
    );
    expect((await server.get('/api/me', withCookie(alice.cookie))).status).toBe(200);
  });

  it('deletes the account and every row it owns, only with the password', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const bystander = await buildUser(server);
    const wrong = await server.post(
      '/api/auth/delete-user',
      { password: 'not it' },
      withCookie(created.cookie),
    );
    expect(wrong.status).toBe(400);

    const right = await server.post(
      '/api/auth/delete-user',
      { password: created.password },
      withCookie(created.cookie),
    );
    expect(right.status).toBe(200);
    const { db } = server.database;
    expect(await db.select().from(user).where(eq(user.id, created.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, created.id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, created.id))).toEqual([]);
    expect((await server.get('/api/me', withCookie(sessionTokenOnly(created.cookie)))).status).toBe(
      401,
    );
    expect((await server.get('/api/me', withCookie(bystander.cookie))).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a one-hour link; the new password works and old sessions end', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const request = await server.post('/api/auth/request-password-reset', {
      email: created.email,
      redirectTo: '/reset-password',
    });
    expect(request.status).toBe(200);
    const mail = sentMail.findLast((m) => m.to === created.email);
    expect(mail?.subject).toBe('Reset your Inkling password');
    const link = /(http\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const token = new URL(link).pathname.split('/').pop();

    const reset = await server.post('/api/auth/reset-password', {
      newPassword: 'a fresh start',
      token,
    });
    expect(reset.status).toBe(200);
    await expect(
      signIn(server, { email: created.email, password: 'a fresh start' }),
    ).resolves.toContain('session_token');
    expect((await server.get('/api/me', withCookie(sessionTokenOnly(created.cookie)))).status).toBe(
      401,
    );
  });

  it('ends every other outstanding link once one is used', async () => {
    const server = await getTestServer();
    const created = await buildUser(server);
    const requestLink = async () => {
      await server.post('/api/auth/request-password-reset', {
        email: created.email,
        redirectTo: '/reset-password',
      });
      const mail = sentMail.findLast((m) => m.to === created.email);
      return new URL(/(http\S+)/.exec(mail?.text ?? '')?.[1] ?? '').pathname.split('/').pop();
    };
    const older = await requestLink();
    const newer = await requestLink();
    expect(older).not.toBe(newer);

    const used = await server.post('/api/auth/reset-password', {
      newPassword: 'the newest one',
      token: newer,
    });
    expect(used.status).toBe(200);
    const stale = await server.post('/api/auth/reset-password', {
      newPassword: 'an attacker’s',
      token: older,
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(
      signIn(server, { email: created.email, password: 'the newest one' }),
    ).resolves.toContain('session_token');
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const server = await getTestServer();
    const email = uniqueEmail();
    const response = await server.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(response.status).toBe(200);
    expect(sentMail.some((m) => m.to === email)).toBe(false);
  });
});
