import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './AuthProvider';

// Signing out forgets what the device keeps (IndexedDB copies, the outbox) through lazy
// imports that would still be loading when this file's environment ends; their own tests cover them.
vi.mock('@app/notes/localCopies', () => ({ forgetLocalCopies: () => Promise.resolve() }));
vi.mock('@app/offline/forgetOfflineData', () => ({ forgetOfflineData: () => Promise.resolve() }));

const ann = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'ann',
  createdAt: '2026-11-22T10:00:00.000Z',
};

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// The session store is module state: give each test a fresh copy.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAuth() {
  const module = await import('./AuthProvider');
  return renderHook(module.useAuth, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <module.AuthProvider>{children}</module.AuthProvider>
    ),
  });
}

describe('AuthProvider', () => {
  it('is loading until the first fetch, then holds the user and e-mail', async () => {
    let resolve: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    const { result } = await renderAuth();
    expect(result.current).toMatchObject({ loading: true, user: null, email: null });
    await act(async () => {
      resolve(answer(200, { user: ann }));
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: false, user: ann, email: 'ann@example.com' }),
    );
  });

  it('holds no user when nobody is signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(200, { user: null }))),
    );
    const { result } = await renderAuth();
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: false, user: null, email: null }),
    );
  });

  it('logs a failed fetch and clears the user', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, user: null }));
    expect(log).toHaveBeenCalledWith('Could not load the signed-in user', expect.any(TypeError));
  });

  it('clears the user on sign-out and fetches again on a user update', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { user: ann })));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.user).toEqual(ann));

    await act(() => result.current.announce('signed-out'));
    expect(result.current).toMatchObject({ user: null, email: null });

    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(200, { user: { ...ann, email: 'ann@new.example' } })),
    );
    await act(() => result.current.announce('user-updated'));
    expect(result.current.email).toBe('ann@new.example');
  });

  it('refuses to work outside its provider, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useAuth)).toThrow('useAuth must be used within AuthProvider');
  });
});
