import { searchModeSchema, type SearchMode } from '@common/schemas/ai';
import { useState } from 'react';
import { ApiError } from '@app/lib/apiClient';
import { storage } from '@app/lib/storage';
import { useAiStatus } from '@app/queries/aiQueries';
import { useNoteSearch } from './useNoteSearch';

const SEARCH_MODE_KEY = 'search-mode';

function storedMode(): SearchMode {
  const parsed = searchModeSchema.safeParse(storage.get(SEARCH_MODE_KEY));
  return parsed.success ? parsed.data : 'fulltext';
}

const isNotConfigured = (error: Error | null) =>
  error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED';

/**
 * The dashboard's search with its mode: words (full text, the default), meaning
 * (semantic) or both (hybrid). The choice is remembered on this device and
 * offered only when the server has embeddings; if the server still refuses
 * (AI_NOT_CONFIGURED), the search falls back to words and says so.
 */
export function useSearchWithMode(query: string, options: { tag?: string } = {}) {
  const status = useAiStatus();
  const [chosen, setChosen] = useState<SearchMode>(storedMode);
  const [refused, setRefused] = useState(false);
  const available = status.data?.embeddings === true && !refused;
  const mode: SearchMode = available ? chosen : 'fulltext';
  const search = useNoteSearch(query, { ...options, mode });

  // Adjusted while rendering, not in an effect: the next render already asks by words.
  if (!refused && mode !== 'fulltext' && isNotConfigured(search.error)) setRefused(true);

  function setMode(next: SearchMode) {
    storage.set(SEARCH_MODE_KEY, next);
    setChosen(next);
  }

  return {
    ...search,
    mode,
    /** Whether the mode control is shown (the server can search by meaning). */
    modeAvailable: available,
    /** The server refused a search by meaning: words are used, with a note. */
    modeRefused: refused,
    setMode,
  };
}
