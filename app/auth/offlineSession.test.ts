import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ann = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'ann',
  createdAt: '2026-11-22T10:00:00.000Z',
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The session store is module state: a fresh copy per test, as after a reload.
async function freshStore() {
  vi.resetModules();
  return (await import('./sessionStore')).sessionStore;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the signed-in user offline', () => {
  it('reloading without a connection keeps the user the server last confirmed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ user: ann }))),
    );
    expect(await (await freshStore()).load()).toEqual(ann);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await (await freshStore()).load()).toEqual(ann);
  });

  it('any answer from the server wins: nobody signed in, or a server error, clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ user: ann }))),
    );
    await (await freshStore()).load();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ user: null }))),
    );
    expect(await (await freshStore()).load()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await (await freshStore()).load()).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ user: ann }))),
    );
    await (await freshStore()).load();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({}, 500))),
    );
    expect(await (await freshStore()).load()).toBeNull();
  });

  it('never stands in for a user on a device where nobody signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await (await freshStore()).load()).toBeNull();
  });
});
