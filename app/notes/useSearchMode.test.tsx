import type { AiStatus } from '@common/schemas/ai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { aiApi } from '@app/ai/aiApi';
import { ApiError } from '@app/lib/apiClient';
import { notesApi } from './notesApi';
import { useSearchWithMode } from './useSearchMode';

// These tests are about the server's search modes; the device's own search (offline) has its tests.
vi.mock('@app/offline/search/useDeviceSearch', () => ({
  useDeviceSearch: () => ({ results: [], resultsFor: null, searching: false }),
}));

const status = (embeddings: boolean): AiStatus => ({
  chat: true,
  embeddings,
  transcription: false,
  provider: 'localhost',
  localOnly: true,
  missing: embeddings ? [] : ['AI_EMBEDDING_MODEL'],
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

type SearchSpy = MockInstance<typeof notesApi.search>;

const modesAsked = (search: SearchSpy) =>
  search.mock.calls.map(([params]) => params.mode ?? 'fulltext');

let search: SearchSpy;
beforeEach(() => {
  search = vi.spyOn(notesApi, 'search').mockResolvedValue({ results: [] });
});

describe('useSearchWithMode', () => {
  it('searches by words, with no mode control, when the server has no embeddings', async () => {
    vi.spyOn(aiApi, 'status').mockResolvedValue(status(false));
    localStorage.setItem('inkling_search-mode', 'semantic');
    const { result } = renderHook(() => useSearchWithMode('bread'), { wrapper });
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(result.current.modeAvailable).toBe(false);
    expect(modesAsked(search)).not.toContain('semantic');
  });

  it('remembers the mode chosen on this device and searches by it', async () => {
    vi.spyOn(aiApi, 'status').mockResolvedValue(status(true));
    const { result } = renderHook(() => useSearchWithMode('bread'), { wrapper });
    await waitFor(() => expect(result.current.modeAvailable).toBe(true));
    expect(result.current.mode).toBe('fulltext');
    act(() => result.current.setMode('hybrid'));
    await waitFor(() => expect(modesAsked(search)).toContain('hybrid'));
    expect(localStorage.getItem('inkling_search-mode')).toBe('hybrid');
  });

  it('falls back to words, and says so, when the server refuses a search by meaning', async () => {
    vi.spyOn(aiApi, 'status').mockResolvedValue(status(true));
    localStorage.setItem('inkling_search-mode', 'semantic');
    search.mockImplementation((params) =>
      params.mode === 'semantic'
        ? Promise.reject(new ApiError(503, 'AI_NOT_CONFIGURED', 'AI is not set up on this server.'))
        : Promise.resolve({ results: [] }),
    );
    const { result } = renderHook(() => useSearchWithMode('bread'), { wrapper });
    await waitFor(() => expect(result.current.modeRefused).toBe(true));
    expect(result.current.mode).toBe('fulltext');
    expect(result.current.modeAvailable).toBe(false);
    // Words again: the answer by words shows, not the refusal.
    await waitFor(() => expect(result.current.error).toBeNull());
    expect(modesAsked(search)).toContain('fulltext');
  });
});
