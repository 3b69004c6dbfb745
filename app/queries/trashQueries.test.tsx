import {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  type QueryKey,
} from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteKeys } from './queryKeys';
import { useMoveNoteToTrash } from './trashQueries';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A client with a cached entry per key, each watched (as a mounted screen would) and counting its reads. */
function watchedCache(keys: Record<string, QueryKey>) {
  const queryClient = new QueryClient();
  const reads: Record<string, number> = {};
  for (const [name, queryKey] of Object.entries(keys)) {
    reads[name] = 0;
    queryClient.setQueryData(queryKey, 'cached');
    new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => {
        reads[name] = (reads[name] ?? 0) + 1;
        return 'read again';
      },
      staleTime: Infinity,
    }).subscribe(() => undefined);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, reads, wrapper };
}

describe('useMoveNoteToTrash', () => {
  it('leaves the note’s screen before the caches refresh, and never reads the trashed note again', async () => {
    const trashed = { id: 'n1', title: 'Trip ideas' };
    const fetch = vi.fn(() => Promise.resolve(Response.json({ note: trashed })));
    vi.stubGlobal('fetch', fetch);
    const list = noteKeys.list({ sort: 'updated' });
    const { queryClient, reads, wrapper } = watchedCache({
      record: noteKeys.detail('n1'),
      list,
    });
    const { result } = renderHook(() => useMoveNoteToTrash(), { wrapper });

    let listStaleWhileLeaving: boolean | undefined;
    const note = await result.current('n1', () => {
      listStaleWhileLeaving = queryClient.getQueryState(list)?.isInvalidated;
      return Promise.resolve();
    });

    expect(note).toEqual(trashed);
    expect(fetch).toHaveBeenCalledWith(
      '/api/notes/n1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(listStaleWhileLeaving).toBe(false);
    await vi.waitFor(() => expect(reads.list).toBe(1));
    // Read now, the record would answer 404 to a screen still closing: it is only marked stale.
    expect(reads.record).toBe(0);
    expect(queryClient.getQueryState(noteKeys.detail('n1'))?.isInvalidated).toBe(true);
  });

  it('calls off a read of the note still on its way before the move is sent', async () => {
    const requests: { url: string; method: string; aborted: () => boolean }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        const signal = init.signal;
        requests.push({
          url,
          method: init.method ?? 'GET',
          aborted: () => signal?.aborted ?? false,
        });
        if (init.method === 'DELETE') return Promise.resolve(Response.json({ note: { id: 'n1' } }));
        // A read the network holds on to: it ends only when called off.
        return new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        );
      }),
    );
    const queryClient = new QueryClient();
    const related = noteKeys.related('n1');
    new QueryObserver(queryClient, {
      queryKey: related,
      queryFn: async ({ signal }): Promise<unknown> =>
        (await fetch('/api/notes/n1/related', { signal })).json(),
    }).subscribe(() => undefined);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveNoteToTrash(), { wrapper });

    await result.current('n1', () => Promise.resolve());

    expect(requests.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/notes/n1/related',
      'DELETE /api/notes/n1',
    ]);
    expect(requests[0]?.aborted()).toBe(true);
  });
});
