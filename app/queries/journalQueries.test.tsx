import type { JournalEntry } from '@common/schemas/journal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedFetch } from '@app/test/queuedFetch';
import { usePutJournalEntry } from './journalQueries';
import { journalKeys } from './queryKeys';

afterEach(() => {
  vi.unstubAllGlobals();
});

const date = '2026-12-02';

const entry = (changes: Partial<JournalEntry>): JournalEntry => ({
  noteId: '7b0c8a52-3d1e-4f6a-9c2b-5e8d7f1a0b3c',
  date,
  mood: null,
  gratitude: [],
  prompt: 'What made you smile?',
  writtenLate: false,
  timeZone: 'Europe/London',
  ...changes,
});

describe('usePutJournalEntry', () => {
  it('sends quick changes one after another, in order, the second to the entry the first made', async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(journalKeys.entry(date), null);
    const { fetch, answer, bodyOf } = queuedFetch();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePutJournalEntry(date), { wrapper });

    let first: Promise<JournalEntry> = Promise.resolve(entry({}));
    let second: Promise<JournalEntry> = Promise.resolve(entry({}));
    act(() => {
      first = result.current.mutateAsync({ gratitude: ['the morning light'] });
      second = result.current.mutateAsync({
        gratitude: ['the morning light', 'a long call with Sam'],
      });
    });

    // The second waits for the first's answer, so the server takes them in the order made.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const created = bodyOf(0);
    expect(created).toMatchObject({ gratitude: ['the morning light'] });
    expect(created.noteId).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);

    answer(
      0,
      Response.json(
        { entry: entry({ noteId: String(created.noteId), gratitude: ['the morning light'] }) },
        { status: 201 },
      ),
    );
    await first;
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // The entry exists now: no second note is asked for.
    expect(bodyOf(1)).toEqual({ gratitude: ['the morning light', 'a long call with Sam'] });

    const both = entry({
      noteId: String(created.noteId),
      gratitude: ['the morning light', 'a long call with Sam'],
    });
    answer(1, Response.json({ entry: both }));
    await expect(second).resolves.toEqual(both);
    expect(queryClient.getQueryData(journalKeys.entry(date))).toEqual(both);
  });
});
