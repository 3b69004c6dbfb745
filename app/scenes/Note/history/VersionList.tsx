import type { VersionSummary } from '@common/schemas/versions';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { relativeTime } from '@app/notes/formatDates';
import { exactTime, sourceWords, wordCountWords } from './versionWords';

/** The versions, newest first, each a button that opens it; or why there are none. */
export function VersionList({
  query,
  onSelect,
}: {
  query: UseQueryResult<VersionSummary[]>;
  onSelect: (versionId: string) => void;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading versions…
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {typeof navigator !== 'undefined' && !navigator.onLine
          ? 'Version history needs a connection: you are offline.'
          : `The versions could not be loaded: ${query.error.message}`}
      </p>
    );
  if (query.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No versions yet. Inkling saves one after each pause in editing, at most every 10 minutes.
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label="Versions, newest first">
      {query.data.map((version) => (
        <li key={version.id}>
          <button
            type="button"
            id={`version-${version.id}`}
            onClick={() => onSelect(version.id)}
            className="flex w-full items-center gap-3 rounded-lg border border-border bg-background p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium">
                {relativeTime(version.createdAt)}
                <span className="text-muted-foreground"> · </span>
                <time
                  dateTime={version.createdAt}
                  className="text-sm font-normal text-muted-foreground"
                >
                  {exactTime(version.createdAt)}
                </time>
              </span>
              <span className="text-sm text-muted-foreground">
                {sourceWords[version.source]} · {wordCountWords(version.wordCount)}
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
