import type { SearchMode } from '@common/schemas/ai';
import { useEffect, useState } from 'react';
import { useOnline } from '@app/hooks/useOnline';
import { ApiError } from '@app/lib/apiClient';
import { useDeviceSearch } from '@app/offline/search/useDeviceSearch';
import { useNoteSearchQuery } from '@app/queries/noteQueries';

/** Long enough to skip the keystrokes of a fast typist, short enough to feel instant. */
const SEARCH_DEBOUNCE_MS = 60;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Search as you type: the server's ranked results for what is typed now,
 * the previous results kept on screen while the next ones load, and a
 * superseded request cancelled. Offline (the browser says so, or the
 * request got no answer) the notes on this device are searched instead, by
 * words whatever the mode, and `onDevice` says so.
 */
export function useNoteSearch(
  query: string,
  options: { tag?: string; limit?: number; mode?: SearchMode } = {},
) {
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length > 0 && query.trim().length > 0;
  const limit = options.limit ?? 20;
  const online = useOnline();
  const result = useNoteSearchQuery(
    { q, tag: options.tag, limit, mode: options.mode },
    enabled && online,
  );
  const unanswered = result.isError && !(result.error instanceof ApiError);
  const onDevice = enabled && (!online || unanswered);
  const device = useDeviceSearch(q, { tag: options.tag, limit }, onDevice);
  if (onDevice) return { ...device, error: null, onDevice };
  return {
    results: enabled ? (result.data?.results ?? []) : [],
    /** The query the results on screen answer (they may still be the previous query's). */
    resultsFor: enabled && result.data && !result.isPlaceholderData ? q : null,
    searching: enabled && (result.isFetching || q !== query.trim()),
    error: enabled ? result.error : null,
    /** The results come from the notes on this device (offline). */
    onDevice,
  };
}
