import type { SearchMode } from '@common/schemas/ai';
import { useEffect, useState } from 'react';
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
 * superseded request cancelled.
 */
export function useNoteSearch(
  query: string,
  options: { tag?: string; limit?: number; mode?: SearchMode } = {},
) {
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length > 0 && query.trim().length > 0;
  const result = useNoteSearchQuery(
    { q, tag: options.tag, limit: options.limit ?? 20, mode: options.mode },
    enabled,
  );
  return {
    results: enabled ? (result.data?.results ?? []) : [],
    /** The query the results on screen answer (they may still be the previous query's). */
    resultsFor: enabled && result.data && !result.isPlaceholderData ? q : null,
    searching: enabled && (result.isFetching || q !== query.trim()),
    error: enabled ? result.error : null,
  };
}
