import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { loadEnv } from '../env';
import { buildUser, withCookie } from '../test/factories';
import { getTestServer, TEST_PUBLIC_URL, type TestServer } from '../test/support';
import { DEFAULT_NATIVE_APP_ORIGINS, SESSION_TOKEN_HEADER } from './cors';
import { publicUrlOnly, withNativeApps } from './originCheck';

const IOS = 'capacitor://localhost';
const ANDROID = 'https://localhost';
const EVIL = 'https://evil.example';

/** The server as it runs with NATIVE_APP_ORIGINS at its default. */
const nativeServer = () =>
  getTestServer({
    originPolicy: withNativeApps(publicUrlOnly(TEST_PUBLIC_URL), DEFAULT_NATIVE_APP_ORIGINS),
    nativeAppOrigins: DEFAULT_NATIVE_APP_ORIGINS,
  });

/** Signs in as the native app does; answers the session token it is given. */
async function signInFromApp(
  server: TestServer,
  user: { email: string; password: string },
  origin = IOS,
): Promise<string | null> {
  const response = await server.post(
    '/api/auth/sign-in/email',
    { email: user.email, password: user.password },
    { headers: { Origin: origin } },
  );
  expect(response.status).toBe(200);
  return response.headers.get(SESSION_TOKEN_HEADER);
}

const bearer = (token: string, origin = IOS): RequestInit => ({
  headers: { Authorization: `Bearer ${token}`, Origin: origin },
});

beforeAll(() => nativeServer(), 30_000);

describe('NATIVE_APP_ORIGINS', () => {
  it("defaults to Capacitor's origins, reads a list, and off turns the apps away", () => {
    expect(loadEnv({}).NATIVE_APP_ORIGINS).toEqual([IOS, ANDROID]);
    expect(
      loadEnv({ NATIVE_APP_ORIGINS: 'capacitor://localhost, http://localhost:8100/' })
        .NATIVE_APP_ORIGINS,
    ).toEqual([IOS, 'http://localhost:8100']);
    expect(loadEnv({ NATIVE_APP_ORIGINS: 'off' }).NATIVE_APP_ORIGINS).toEqual([]);
    expect(() => loadEnv({ NATIVE_APP_ORIGINS: 'capacitor://localhost/app' })).toThrow(
      /NATIVE_APP_ORIGINS: "capacitor:\/\/localhost\/app" is not an app origin/,
    );
  });
});

describe('CORS for the native app', () => {
  it('allows a preflight from capacitor://localhost with credentials and the app’s headers', async () => {
    const server = await nativeServer();
    const response = await server.request('/api/notes', {
      method: 'OPTIONS',
      headers: {
        Origin: IOS,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(IOS);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'Content-Type,Authorization,Idempotency-Key',
    );
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('exposes the headers the app reads on an answer to https://localhost', async () => {
    const server = await nativeServer();
    const response = await server.get('/api/health', { headers: { Origin: ANDROID } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ANDROID);
    const exposed = response.headers.get('Access-Control-Expose-Headers') ?? '';
    expect(exposed).toContain('Idempotent-Replayed');
    expect(exposed).toContain('Retry-After');
    expect(exposed).toContain(SESSION_TOKEN_HEADER);
  });

  it('gives another site no CORS headers, and its writes are refused by the Origin check', async () => {
    const server = await nativeServer();
    const preflight = await server.request('/api/notes', {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(preflight.headers.get('Vary')).toContain('Origin');

    const owner = await buildUser(server);
    const write = await server.post(
      '/api/notes',
      { title: 'From elsewhere' },
      { headers: { Cookie: owner.cookie, Origin: EVIL } },
    );
    expect(write.status).toBe(403);
    expect(write.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers nobody across origins when the apps are off (the default of the app itself)', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/health', { headers: { Origin: IOS } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const owner = await buildUser(server);
    const write = await server.post(
      '/api/notes',
      { title: 'x' },
      { headers: { Cookie: owner.cookie, Origin: IOS } },
    );
    expect(write.status).toBe(403);
  });
});

describe('bearer tokens from the native app', () => {
  it('signs in from the app, reads /api/me and writes with the token alone', async () => {
    const server = await nativeServer();
    const owner = await buildUser(server);
    const token = await signInFromApp(server, owner);
    expect(token).toMatch(/^[^.]+\..+$/);

    const me = await server.get('/api/me', bearer(token!));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(owner.email);
    const created = await server.post('/api/notes', { title: 'From the phone' }, bearer(token!));
    expect(created.status).toBe(201);
    const signedIn = await server.get('/api/session', bearer(token!, ANDROID));
    expect(((await signedIn.json()) as { user: { id: string } | null }).user?.id).toBe(owner.id);
  });

  it('refuses the token once its session is revoked or signed out', async () => {
    const server = await nativeServer();
    const owner = await buildUser(server);
    const token = (await signInFromApp(server, owner))!;
    expect((await server.get('/api/me', bearer(token))).status).toBe(200);

    const current = await server.get('/api/auth/get-session', bearer(token));
    const phone = ((await current.json()) as { session: { id: string } }).session.id;
    const revoked = await server.delete(`/api/sessions/${phone}`, withCookie(owner.cookie));
    expect(revoked.status).toBe(204);
    expect((await server.get('/api/me', bearer(token))).status).toBe(401);

    const second = (await signInFromApp(server, owner))!;
    const signOut = await server.post('/api/auth/sign-out', {}, bearer(second));
    expect(signOut.status).toBe(200);
    expect((await server.get('/api/me', bearer(second))).status).toBe(401);
  });

  it('refuses an unsigned or forged token', async () => {
    const server = await nativeServer();
    const owner = await buildUser(server);
    const token = (await signInFromApp(server, owner))!;
    const [raw] = token.split('.');
    expect((await server.get('/api/me', bearer(raw!))).status).toBe(401);
    expect((await server.get('/api/me', bearer(`${raw}.forged`))).status).toBe(401);
    const rows = await server.database.db
      .select()
      .from(session)
      .where(eq(session.userId, owner.id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('never gives the token to a page of the site (its cookie stays the only copy)', async () => {
    const server = await nativeServer();
    const owner = await buildUser(server);
    const response = await server.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(SESSION_TOKEN_HEADER)).toBeNull();
    expect(response.headers.get('set-cookie')).toContain('better-auth.session_token=');
  });
});
