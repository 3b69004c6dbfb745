import type { SearchResult } from '@common/schemas/notes';
import { useEffect, useState } from 'react';
import { useAuth } from '@app/auth/AuthProvider';

interface Answer {
  key: string;
  results: SearchResult[];
}

/**
 * Search over the notes on this device (app/offline/search), for when the
 * server cannot answer: same results as the server's, as you type. The index
 * and MiniSearch load on the first offline search, in their own chunk.
 */
export function useDeviceSearch(
  q: string,
  options: { tag?: string | undefined; limit: number },
  enabled: boolean,
) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { tag, limit } = options;
  const key = JSON.stringify([userId, q, tag ?? '', limit]);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!enabled || !userId || !q) return;
    let current = true;
    void import('./deviceSearch')
      .then(({ deviceSearchIndex }) => deviceSearchIndex(userId))
      .then((index) => index.search(q, { limit, ...(tag ? { tag } : {}) }))
      .catch(() => [])
      .then((results) => {
        if (current) setAnswer({ key, results });
      });
    return () => {
      current = false;
    };
  }, [enabled, userId, q, tag, limit, key]);

  const answered = answer?.key === key;
  return {
    results: enabled ? (answer?.results ?? []) : [],
    resultsFor: enabled && answered ? q : null,
    searching: enabled && !answered,
  };
}
