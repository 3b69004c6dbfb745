import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Signing out forgets what the device keeps (IndexedDB copies, the outbox) through lazy
// imports that would still be loading when this file's environment ends; their own tests cover them.
vi.mock('@app/notes/localCopies', () => ({ forgetLocalCopies: () => Promise.resolve() }));
vi.mock('@app/offline/forgetOfflineData', () => ({ forgetOfflineData: () => Promise.resolve() }));

const ann = { id: 'u1', email: 'ann@example.com', name: 'ann', createdAt: '2026-11-22T10:00:00Z' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json(401, { error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });

/** Fresh module state (the session store) per test, with a fetch that answers by path. */
async function setUp(signedIn: boolean) {
  vi.resetModules();
  const posted: unknown[] = [];
  vi.stubGlobal(
    'BroadcastChannel',
    class {
      onmessage: unknown = null;
      postMessage(message: unknown) {
        posted.push(message);
      }
      close() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        path === '/api/session' ? json(200, { user: signedIn ? ann : null }) : unauthorized(),
      ),
    ),
  );
  const { sessionStore } = await import('@app/auth/sessionStore');
  const { apiCall, ApiError } = await import('./apiClient');
  sessionStore.listenToOtherTabs();
  await sessionStore.load();
  return { sessionStore, apiCall, ApiError, posted };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiCall on a 401', () => {
  it('signs a signed-in page out on the first 401, once, and tells the other tabs', async () => {
    const { sessionStore, apiCall, ApiError, posted } = await setUp(true);
    const seen: unknown[] = [];
    sessionStore.subscribe(() => seen.push(sessionStore.getSnapshot()));
    expect(sessionStore.getSnapshot()).toEqual({ status: 'ready', user: ann });

    await expect(apiCall('/api/notes')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getSnapshot()).toEqual({ status: 'ready', user: null });
    expect(posted).toEqual(['signed-out']);
    expect(sessionStore.signedOutHere()).toBe(true);

    // The polls that follow change nothing: no second sign-out, no loop.
    await expect(apiCall('/api/notes')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(posted).toEqual(['signed-out']);
  });

  it('leaves a visitor as they are', async () => {
    const { sessionStore, apiCall, posted } = await setUp(false);
    const listener = vi.fn();
    sessionStore.subscribe(listener);
    await expect(apiCall('/api/demo')).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });
});

describe('apiCall on an error answer', () => {
  async function failWith(response: Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(response)),
    );
    const { apiCall } = await import('./apiClient');
    return apiCall('/api/notes/n1', { method: 'PATCH', body: '{}' }).catch(
      (error: unknown) => error,
    );
  }

  it('words the error for the reader by its code, keeping status and code', async () => {
    const error = await failWith(
      json(409, { error: { code: 'EDIT_CONFLICT', message: 'retry budget spent' } }),
    );
    expect(error).toMatchObject({
      status: 409,
      code: 'EDIT_CONFLICT',
      message: 'This note was changing too quickly to save your edit. Please try again.',
    });
  });

  it('says the HTTP status of an answer without the API’s error body', async () => {
    const error = await failWith(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(error).toMatchObject({ status: 502, message: 'Request failed (HTTP 502)' });
  });
});
