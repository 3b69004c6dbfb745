import { beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../auth/auth';
import type { OriginPolicy } from '../../http/originCheck';
import { buildUser, uniqueEmail, withCookie } from '../../test/factories';
import { createTestApp, getTestDatabase, getTestServer, TEST_PUBLIC_URL } from '../../test/support';

/** The app as index.ts builds it for an origin policy, reached through the app's fetch. */
async function appWith(originPolicy: OriginPolicy) {
  const database = await getTestDatabase();
  const auth = createAuth(
    database,
    {
      publicUrl: TEST_PUBLIC_URL,
      secret: 'test-secret-that-is-long-enough-to-sign-cookies',
      attemptsPerMinute: 1000,
      originPolicy,
    },
    { send: () => Promise.resolve() },
  );
  const app = createTestApp(database, { auth, originPolicy });
  /** A sign-up from a page at `origin`, sent to `host`, as a browser does it. */
  const signUp = (origin: string, host: string) =>
    app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Host: host },
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret1', name: 'x' }),
    });
  return { app, signUp };
}

const defaultPolicy: OriginPolicy = { origins: [TEST_PUBLIC_URL], sameOrigin: true };

beforeAll(() => getTestDatabase(), 30_000);

describe('without PUBLIC_URL (same origin accepted)', () => {
  it('signs up from the page at 127.0.0.1 or a LAN address, and writes notes there', async () => {
    const { app, signUp } = await appWith(defaultPolicy);
    expect((await signUp('http://127.0.0.1:3000', '127.0.0.1:3000')).status).toBe(200);
    const fromLan = await signUp('http://192.168.1.20:3000', '192.168.1.20:3000');
    expect(fromLan.status).toBe(200);
    const cookie = fromLan.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const note = await app.request('/api/notes', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://192.168.1.20:3000',
        Host: '192.168.1.20:3000',
        Cookie: cookie,
      },
      body: JSON.stringify({ title: 'From the LAN' }),
    });
    expect(note.status).toBe(201);
  });

  it('still refuses a page of another site', async () => {
    const { signUp } = await appWith(defaultPolicy);
    const response = await signUp('http://evil.example', '127.0.0.1:3000');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});

describe('with PUBLIC_URL set', () => {
  it('accepts only PUBLIC_URL and ALLOWED_ORIGINS', async () => {
    const { signUp } = await appWith({
      origins: [TEST_PUBLIC_URL, 'https://notes.example.com'],
      sameOrigin: false,
    });
    expect((await signUp('http://127.0.0.1:3000', '127.0.0.1:3000')).status).toBe(403);
    expect((await signUp(TEST_PUBLIC_URL, '127.0.0.1:3000')).status).toBe(200);
    expect((await signUp('https://notes.example.com', 'localhost:3000')).status).toBe(200);
  });

  it('refuses a write from another origin on our own routes too', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.post(
      '/api/notes',
      { title: 'x' },
      { headers: { ...withCookie(owner.cookie).headers, Origin: 'http://127.0.0.1:3000' } },
    );
    expect(response.status).toBe(403);
  });
});
