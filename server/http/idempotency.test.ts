import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS } from '@common/offline';
import type { Note } from '@common/schemas/notes';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { idempotencyKey } from '../db/schema';
import { createLogger } from '../logger';
import { buildNote, buildUser, onePixelPng, withCookie, type TestUser } from '../test/factories';
import { createTestAuth, getTestServer, TEST_PUBLIC_URL, type TestServer } from '../test/support';
import { errorHandler } from './errorHandler';
import { IDEMPOTENT_REPLAYED_HEADER, idempotency, MAX_KEYED_BODY_BYTES } from './idempotency';
import { ABANDONED_AFTER_MS, purgeExpiredKeys } from './idempotencyKeys';
import type { AppEnv } from './types';

const HOUR_MS = 60 * 60 * 1000;

let keyCounter = 0;
const freshKey = () => `test-key-${Date.now()}-${++keyCounter}`;

const keyed = (user: TestUser, key: string): RequestInit => ({
  headers: { Cookie: user.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
});

async function notesTitled(server: TestServer, user: TestUser, title: string) {
  const response = await server.get('/api/notes?limit=100', withCookie(user.cookie));
  const { notes } = (await response.json()) as { notes: Note[] };
  return notes.filter((note) => note.title === title);
}

async function storedKey(server: TestServer, userId: string, key: string) {
  const [row] = await server.database.db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
  return row;
}

describe('Idempotency-Key on /api writes', { timeout: 30_000 }, () => {
  it('runs a create once: the same key again answers the first answer, marked replayed', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const key = freshKey();
    const body = { title: 'Written once', markdown: 'Only **one** of me.' };

    const first = await server.post('/api/notes', body, keyed(user, key));
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const firstBody = await first.text();

    const again = await server.post('/api/notes', body, keyed(user, key));
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await again.text()).toBe(firstBody);
    expect(await notesTitled(server, user, 'Written once')).toHaveLength(1);
  });

  it('refuses the same key with another request (422), and changes nothing', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const key = freshKey();
    expect((await server.post('/api/notes', { title: 'First use' }, keyed(user, key))).status).toBe(
      201,
    );
    const other = await server.post('/api/notes', { title: 'Second use' }, keyed(user, key));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      error: {
        code: 'UNPROCESSABLE',
        message: 'This Idempotency-Key was used for a different request.',
      },
    });
    expect(await notesTitled(server, user, 'Second use')).toHaveLength(0);
    const note = await buildNote(server, user);
    // Another path with the key is another request too.
    const patch = await server.patch(
      `/api/notes/${note.id}`,
      { title: 'First use' },
      keyed(user, key),
    );
    expect(patch.status).toBe(422);
  });

  it('two sends at once make one note: the other is told it is running (409) or replayed', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const key = freshKey();
    const body = { title: 'Sent twice at once' };
    const answers = await Promise.all([
      server.post('/api/notes', body, keyed(user, key)),
      server.post('/api/notes', body, keyed(user, key)),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    for (const status of statuses) expect([201, 409]).toContain(status);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused)
      expect(await refused.json()).toMatchObject({
        error: { code: 'IN_PROGRESS', message: 'This request is already being handled.' },
      });
    expect(await notesTitled(server, user, 'Sent twice at once')).toHaveLength(1);
    // Afterwards the key answers from memory.
    const later = await server.post('/api/notes', body, keyed(user, key));
    expect(later.status).toBe(201);
    expect(later.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
  });

  it('keeps each user’s keys apart: another user with the same key does their own write', async () => {
    const server = await getTestServer();
    const alice = await buildUser(server);
    const bob = await buildUser(server);
    const key = freshKey();
    const body = { title: 'Same key, two people' };
    const fromAlice = await server.post('/api/notes', body, keyed(alice, key));
    const fromBob = await server.post('/api/notes', body, keyed(bob, key));
    expect(fromBob.status).toBe(201);
    expect(fromBob.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const aliceNote = ((await fromAlice.json()) as { note: Note }).note;
    const bobNote = ((await fromBob.json()) as { note: Note }).note;
    expect(bobNote.id).not.toBe(aliceNote.id);
    expect(await notesTitled(server, bob, body.title)).toHaveLength(1);
    expect(await notesTitled(server, alice, body.title)).toHaveLength(1);
  });

  it('replays an empty answer and a refusal: deleting for good twice is one 204', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const note = await buildNote(server, user);
    await server.delete(`/api/notes/${note.id}`, withCookie(user.cookie));
    const key = freshKey();
    const gone = await server.delete(`/api/trash/${note.id}`, keyed(user, key));
    expect(gone.status).toBe(204);
    const again = await server.delete(`/api/trash/${note.id}`, keyed(user, key));
    expect(again.status).toBe(204);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await again.text()).toBe('');

    // A 4xx is an answer too: the same bad request gets the same 400.
    const badKey = freshKey();
    const bad = await server.post('/api/notes', { title: 7 }, keyed(user, badKey));
    expect(bad.status).toBe(400);
    const badAgain = await server.post('/api/notes', { title: 7 }, keyed(user, badKey));
    expect(badAgain.status).toBe(400);
    expect(badAgain.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
  });

  it('ignores an expired key and runs the write again; the purge deletes only expired keys', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const key = freshKey();
    const body = { title: 'After two weeks' };
    expect((await server.post('/api/notes', body, keyed(user, key))).status).toBe(201);
    const longAgo = new Date(Date.now() - (IDEMPOTENCY_KEY_TTL_HOURS + 1) * HOUR_MS);
    await server.database.db
      .update(idempotencyKey)
      .set({ createdAt: longAgo })
      .where(and(eq(idempotencyKey.userId, user.id), eq(idempotencyKey.key, key)));

    const again = await server.post('/api/notes', body, keyed(user, key));
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await notesTitled(server, user, body.title)).toHaveLength(2);

    const oldKey = freshKey();
    await server.database.db.insert(idempotencyKey).values({
      userId: user.id,
      key: oldKey,
      fingerprint: 'x',
      status: 200,
      body: '{}',
      createdAt: longAgo,
    });
    expect(await purgeExpiredKeys(server.database.db)).toBeGreaterThanOrEqual(1);
    expect(await storedKey(server, user.id, oldKey)).toBeUndefined();
    expect(await storedKey(server, user.id, key)).toBeDefined();
  });

  it('refuses a keyed body past 8 MB (413) and lets multipart uploads through without the feature', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const huge = JSON.stringify({ title: 'Huge', markdown: 'x'.repeat(MAX_KEYED_BODY_BYTES) });
    const tooLarge = await server.post('/api/notes', huge, keyed(user, freshKey()));
    expect(tooLarge.status).toBe(413);
    expect(await notesTitled(server, user, 'Huge')).toHaveLength(0);

    const key = freshKey();
    const upload = () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(onePixelPng)], 'photo.png', { type: 'image/png' }));
      return server.request('/api/attachments', {
        method: 'POST',
        body: form,
        ...keyed(user, key),
      });
    };
    const first = await upload();
    const second = await upload();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await storedKey(server, user.id, key)).toBeUndefined();
  });

  it('answers 400 for a malformed key, and 401 signed out (nothing kept)', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'ünïcödé-key']) {
      const response = await server.post('/api/notes', { title: 'No' }, keyed(user, key));
      expect(response.status, key).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /Idempotency-Key header must be 8 to 100/,
      );
    }
    expect(await notesTitled(server, user, 'No')).toHaveLength(0);
    const key = freshKey();
    const signedOut = await server.post(
      '/api/notes',
      { title: 'No' },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
    expect(signedOut.status).toBe(401);
  });
});

/** A small app behind the same middleware, with writes that fail or stream on purpose. */
async function flakyApp() {
  const server = await getTestServer();
  const auth = createTestAuth(server.database);
  const runs = { unavailable: 0, thrown: 0, stream: 0, slow: 0 };
  let releaseSlow: () => void = () => undefined;
  const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
  const logger = createLogger('silent', false);
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('logger', logger);
      await next();
    })
    .use(idempotency(auth, server.database.db))
    .post('/unavailable', (c) =>
      ++runs.unavailable === 1
        ? c.json({ busy: true }, 503)
        : c.json({ ok: runs.unavailable }, 201),
    )
    .post('/thrown', (c) => {
      if (++runs.thrown === 1) throw new Error('the first run breaks');
      return c.json({ ok: runs.thrown }, 201);
    })
    .post('/stream', (c) => {
      runs.stream++;
      return c.body('data: hello\n\n', 200, { 'Content-Type': 'text/event-stream' });
    })
    .post('/slow', async (c) => {
      runs.slow++;
      await slowGate;
      return c.json({ ok: true }, 201);
    });
  api.onError(errorHandler);
  const app = new Hono<AppEnv>().route('/api', api);
  const post = (path: string, user: TestUser, key: string) =>
    Promise.resolve(
      app.request(`/api${path}`, {
        method: 'POST',
        headers: { ...keyed(user, key).headers, Origin: TEST_PUBLIC_URL },
      }),
    );
  return { server, runs, post, releaseSlow };
}

describe('Idempotency-Key: answers that are not kept', { timeout: 30_000 }, () => {
  it('does not keep a 5xx or a thrown error: the retry runs again', async () => {
    const { server, runs, post } = await flakyApp();
    const user = await buildUser(server);
    for (const path of ['/unavailable', '/thrown'] as const) {
      const key = freshKey();
      expect((await post(path, user, key)).status, path).toBeGreaterThanOrEqual(500);
      expect(await storedKey(server, user.id, key), path).toBeUndefined();
      const retry = await post(path, user, key);
      expect(retry.status, path).toBe(201);
      expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      expect((await post(path, user, key)).headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    }
    expect(runs.unavailable).toBe(2);
    expect(runs.thrown).toBe(2);
  });

  it('passes a stream through without keeping it', async () => {
    const { server, runs, post } = await flakyApp();
    const user = await buildUser(server);
    const key = freshKey();
    const first = await post('/stream', user, key);
    expect(await first.text()).toBe('data: hello\n\n');
    expect(await storedKey(server, user.id, key)).toBeUndefined();
    await post('/stream', user, key);
    expect(runs.stream).toBe(2);
  });

  it('answers 409 while the first request runs, and takes over a reservation left abandoned', async () => {
    const { server, runs, post, releaseSlow } = await flakyApp();
    const user = await buildUser(server);
    const key = freshKey();
    const first = post('/slow', user, key);
    await expect.poll(() => runs.slow).toBe(1);
    const meanwhile = await post('/slow', user, key);
    expect(meanwhile.status).toBe(409);
    releaseSlow();
    expect((await first).status).toBe(201);
    expect((await post('/slow', user, key)).headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');

    // A server that stopped mid-write leaves a reservation without an answer.
    const abandoned = freshKey();
    await post('/slow', user, abandoned);
    await server.database.db
      .update(idempotencyKey)
      .set({
        status: null,
        body: null,
        createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 1000),
      })
      .where(and(eq(idempotencyKey.userId, user.id), eq(idempotencyKey.key, abandoned)));
    const retried = await post('/slow', user, abandoned);
    expect(retried.status).toBe(201);
    expect(retried.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
  });
});
