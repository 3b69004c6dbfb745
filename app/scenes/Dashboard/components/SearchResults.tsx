import { Link } from 'react-router';
import { relativeTime } from '@app/notes/formatDates';
import { notePath } from '@app/notes/notePath';
import type { SearchResult } from '@common/schemas/notes';

/** Quick-search results: ranked notes with the matching words marked. */
export function SearchResults({
  query,
  results,
  searching,
  error,
  onDevice = false,
}: {
  query: string;
  results: SearchResult[];
  searching: boolean;
  error: Error | null;
  /** Offline: the results come from the notes on this device. */
  onDevice?: boolean;
}) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {error.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="mb-3 text-sm font-medium text-muted-foreground">
        <span role="status">
          {searching && results.length === 0
            ? 'Searching…'
            : `${results.length === 0 ? 'No' : results.length} ${results.length === 1 ? 'note matches' : 'notes match'} “${query}”`}
        </span>
      </h2>
      {onDevice && (
        <p className="-mt-2 mb-3 text-sm text-muted-foreground">Searching notes on this device</p>
      )}
      <ul className="grid gap-3" aria-label="Search results">
        {results.map((result) => (
          <li key={result.id}>
            <Link
              to={notePath(result.id, query)}
              className="block rounded-xl border border-border bg-card px-4 py-3 hover:border-primary"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate font-semibold">{result.title || 'Untitled'}</span>
                <time
                  dateTime={result.updatedAt}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {relativeTime(result.updatedAt)}
                </time>
              </span>
              <span
                className="search-snippet mt-1 line-clamp-2 block text-sm text-muted-foreground"
                // The server escapes the text and adds only <mark> around matches.
                dangerouslySetInnerHTML={{ __html: result.snippet }}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
