import 'fake-indexeddb/auto';
import { IDEMPOTENCY_KEY_HEADER } from '@common/offline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Outbox,
  replayOutbox,
  writeRequest,
  type NewOutboxEntry,
  type OutboxEntry,
} from './outbox';
import { createUserPersister, forgetPersistedCaches } from './persister';

afterEach(() => {
  vi.unstubAllGlobals();
});

let users = 0;
const freshOutbox = () => new Outbox(`user-${++users}-${crypto.randomUUID()}`);

const write = (n: number): NewOutboxEntry => ({
  method: 'PATCH',
  path: `/api/notes/n${n}`,
  body: { pinned: true },
  kind: 'update-note',
  noteId: `n${n}`,
  label: `Pinning “Note ${n}”`,
});

interface Sent {
  path: string;
  key: string | null;
}

/** A server stand-in: answers each request with `answer(path, attempt)` and records what came. */
function stubServer(answer: (path: string, attempt: number) => Response | Error) {
  const sent: Sent[] = [];
  const attempts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({ path, key: headers.get(IDEMPOTENCY_KEY_HEADER) });
      const attempt = (attempts.get(path) ?? 0) + 1;
      attempts.set(path, attempt);
      const result = answer(path, attempt);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    }),
  );
  return sent;
}

const ok = () => Response.json({ note: {} });
const refusal = (status: number, message: string, code = 'CONFLICT') =>
  Response.json({ error: { code, message } }, { status });

const paths = (entries: OutboxEntry[]) => entries.map((entry) => entry.path);

describe('the outbox', () => {
  it('replays in the order written, each with its idempotency key, and empties', async () => {
    const outbox = freshOutbox();
    const added = [];
    for (const n of [1, 2, 3]) added.push(await outbox.add(write(n)));
    const sent = stubServer(ok);
    const onRefused = vi.fn();

    const report = await replayOutbox(outbox, { onRefused });

    expect(report).toEqual({ applied: 3, refused: 0, stopped: false });
    expect(sent).toEqual(added.map((entry) => ({ path: entry.path, key: entry.id })));
    expect(await outbox.entries()).toEqual([]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('stops at a network error halfway, keeps that entry and the rest in order, and reuses the key on retry', async () => {
    const outbox = freshOutbox();
    const added = [];
    for (const n of [1, 2, 3, 4, 5]) added.push(await outbox.add(write(n)));
    const sent = stubServer((path, attempt) =>
      path === '/api/notes/n2' && attempt === 1 ? new TypeError('Failed to fetch') : ok(),
    );

    const first = await replayOutbox(outbox, { onRefused: vi.fn() });
    expect(first).toEqual({ applied: 1, refused: 0, stopped: true });
    expect(paths(await outbox.entries())).toEqual([2, 3, 4, 5].map((n) => `/api/notes/n${n}`));

    const second = await replayOutbox(outbox, { onRefused: vi.fn() });
    expect(second).toEqual({ applied: 4, refused: 0, stopped: false });
    expect(await outbox.entries()).toEqual([]);
    const tries = sent.filter((request) => request.path === '/api/notes/n2');
    expect(tries).toHaveLength(2);
    expect(tries.map((request) => request.key)).toEqual([added[1]?.id, added[1]?.id]);
    expect(sent.map((request) => request.path)).toEqual(
      [1, 2, 2, 3, 4, 5].map((n) => `/api/notes/n${n}`),
    );
  });

  it('drops a write the server refuses for good (4xx), tells who asked, and goes on', async () => {
    for (const status of [400, 404, 409, 413, 422]) {
      const outbox = freshOutbox();
      const refused = await outbox.add(write(1));
      await outbox.add(write(2));
      stubServer((path) => (path === '/api/notes/n1' ? refusal(status, 'Not this way') : ok()));
      const onRefused = vi.fn();

      const report = await replayOutbox(outbox, { onRefused });

      expect(report).toEqual({ applied: 1, refused: 1, stopped: false });
      expect(onRefused).toHaveBeenCalledWith(
        expect.objectContaining({ id: refused.id, label: 'Pinning “Note 1”' }),
        'Not this way',
      );
      expect(await outbox.entries()).toEqual([]);
    }
  });

  it('keeps everything on a 503, a 500 or a 429, to try again later', async () => {
    for (const status of [503, 500, 429]) {
      const outbox = freshOutbox();
      await outbox.add(write(1));
      await outbox.add(write(2));
      const sent = stubServer(() => refusal(status, 'Busy'));
      const onRefused = vi.fn();

      const report = await replayOutbox(outbox, { onRefused });

      expect(report).toEqual({ applied: 0, refused: 0, stopped: true });
      expect(sent).toHaveLength(1);
      expect(paths(await outbox.entries())).toEqual(['/api/notes/n1', '/api/notes/n2']);
      expect(onRefused).not.toHaveBeenCalled();
    }
  });

  it('keeps a 409 that says to send again (still being handled, a note changing too fast)', async () => {
    for (const code of ['IN_PROGRESS', 'EDIT_CONFLICT']) {
      const outbox = freshOutbox();
      await outbox.add(write(1));
      stubServer(() => refusal(409, 'Again shortly', code));
      const onRefused = vi.fn();

      const report = await replayOutbox(outbox, { onRefused });

      expect(report).toEqual({ applied: 0, refused: 0, stopped: true });
      expect(paths(await outbox.entries())).toEqual(['/api/notes/n1']);
      expect(onRefused).not.toHaveBeenCalled();
    }
  });

  it('keeps each user’s queue apart', async () => {
    const a = freshOutbox();
    const b = freshOutbox();
    await a.add(write(1));
    expect(await b.entries()).toEqual([]);
    expect(paths(await a.entries())).toEqual(['/api/notes/n1']);
  });
});

describe('a write’s request', () => {
  it('carries its idempotency key and is kept alive past the page when small', () => {
    const request = writeRequest({ id: 'k1', method: 'PATCH', body: { tags: ['Geology'] } });
    expect(request).toMatchObject({
      method: 'PATCH',
      body: '{"tags":["Geology"]}',
      keepalive: true,
    });
    expect(new Headers(request.headers).get(IDEMPOTENCY_KEY_HEADER)).toBe('k1');
    expect(writeRequest({ id: 'k2', method: 'DELETE' })).toMatchObject({ keepalive: true });
  });

  it('is a plain request when its body would crowd the browser’s 64 KiB for kept-alive requests', () => {
    // 3,000 characters of three bytes each: 9,000 bytes, over the limit though under it in characters.
    const request = writeRequest({ id: 'k3', method: 'PUT', body: { text: '日'.repeat(3_000) } });
    expect(request.keepalive).toBeUndefined();
    expect(request.body).toContain('日日日');
  });
});

describe('the persisted cache', () => {
  it('is read back only for the user who wrote it', async () => {
    const client = {
      timestamp: Date.now(),
      buster: 'test',
      clientState: { mutations: [], queries: [] },
    };
    await createUserPersister('user-a').persistClient(client);
    // The persister throttles its writes: wait for this one to land.
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    expect(await createUserPersister('user-b').restoreClient()).toBeUndefined();
    expect(await createUserPersister('user-a').restoreClient()).toEqual(client);

    // Signing out deletes the whole database, this tab's open connection notwithstanding.
    await forgetPersistedCaches();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain('inkling-query-cache');
    expect(await createUserPersister('user-a').restoreClient()).toBeUndefined();
  });
});
