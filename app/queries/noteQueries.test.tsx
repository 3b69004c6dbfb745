import type { Note, Tag } from '@common/schemas/notes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshNote } from '@app/notes/noteChanges';
import { queuedFetch } from '@app/test/queuedFetch';
import { useUpdateNoteMutation } from './noteQueries';
import { noteKeys } from './queryKeys';

afterEach(() => {
  vi.unstubAllGlobals();
});

const id = '5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const note = (changes: Partial<Note> = {}): Note => ({
  id,
  title: 'Packing list',
  excerpt: '',
  tags: [],
  pinned: false,
  wordCount: 3,
  createdAt: '2026-12-02T08:00:00.000Z',
  updatedAt: '2026-12-02T08:00:00.000Z',
  deletedAt: null,
  journal: null,
  markdown: 'Passport and charger.',
  ...changes,
});

const tag = (name: string): Tag => ({ id: `tag-${name}`, name, color: 'blue' });

function cachedNote() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<Note>(noteKeys.detail(id), note());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateNoteMutation(id), { wrapper });
  const shown = () => {
    const record = queryClient.getQueryData<Note>(noteKeys.detail(id));
    return { tags: record?.tags.map((each) => each.name), pinned: record?.pinned };
  };
  return { queryClient, result, shown };
}

describe('useUpdateNoteMutation', () => {
  it('shows a second tag added before the first was answered, and sends it after, with both', async () => {
    const server = queuedFetch();
    const { queryClient, result, shown } = cachedNote();

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.mutateAsync({ tags: ['Travel'] });
    });
    await vi.waitFor(() => expect(shown().tags).toEqual(['Travel']));
    // The tag editor adds to the tags shown, which now hold the first.
    act(() => {
      second = result.current.mutateAsync({ tags: [...(shown().tags ?? []), 'Summer'] });
    });
    await vi.waitFor(() => expect(shown().tags).toEqual(['Travel', 'Summer']));
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(server.bodyOf(0)).toEqual({ tags: ['Travel'] });

    // The first answer is the record before the second tag: the second stays shown, and the
    // server's word that the record changed (the first write) does not read it again meanwhile.
    server.answer(0, Response.json({ note: note({ tags: [tag('Travel')] }) }));
    await first;
    expect(shown().tags).toEqual(['Travel', 'Summer']);
    refreshNote(queryClient, id);
    expect(queryClient.getQueryState(noteKeys.detail(id))?.isInvalidated).toBe(false);
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(server.bodyOf(1)).toEqual({ tags: ['Travel', 'Summer'] });

    server.answer(1, Response.json({ note: note({ tags: [tag('Travel'), tag('Summer')] }) }));
    await second;
    expect(shown().tags).toEqual(['Travel', 'Summer']);
    refreshNote(queryClient, id);
    expect(queryClient.getQueryState(noteKeys.detail(id))?.isInvalidated).toBe(true);
  });

  it('puts the record back when the server refuses, keeping a later change shown', async () => {
    const server = queuedFetch();
    const { result, shown } = cachedNote();

    let refused: Promise<unknown> = Promise.resolve();
    act(() => {
      refused = result.current.mutateAsync({ tags: ['Travel'] }).catch((error: unknown) => error);
      void result.current.mutateAsync({ pinned: true });
    });
    await vi.waitFor(() => expect(shown()).toEqual({ tags: ['Travel'], pinned: true }));
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));

    server.answer(
      0,
      Response.json({ error: { code: 'VALIDATION_FAILED', message: 'No' } }, { status: 400 }),
    );
    expect(await refused).toBeInstanceOf(Error);
    expect(shown()).toEqual({ tags: [], pinned: true });
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(server.bodyOf(1)).toEqual({ pinned: true });
  });
});
