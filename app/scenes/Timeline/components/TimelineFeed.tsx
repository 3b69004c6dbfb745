import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { groupTimeline } from '../groupTimeline';
import { useTimelineQuery } from '../useTimelineQuery';
import { useWhenVisible } from '@app/hooks/useWhenVisible';
import { TimelineGroups } from './TimelineGroups';

/**
 * The notes created before `createdBefore` (or all of them), grouped by day,
 * loading the next page as the end scrolls into view, or on "Load more".
 */
export function TimelineFeed({
  createdBefore,
  dayLabel,
}: {
  createdBefore: string | undefined;
  /** The chosen day, written out, when the reader jumped to one. */
  dayLabel: string | undefined;
}) {
  const timeline = useTimelineQuery(createdBefore);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  const sentinel = useWhenVisible<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage,
  );

  if (timeline.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your notes…
      </p>
    );
  if (timeline.isError && timeline.data === undefined)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-destructive">
          Could not load your notes: {timeline.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => void timeline.refetch()}>
          Try again
        </Button>
      </div>
    );

  const notes = timeline.data.pages.flatMap((page) => page.notes);
  if (notes.length === 0)
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
        <h2 className="text-lg font-semibold">
          {dayLabel ? `No notes on or before ${dayLabel}` : 'No notes yet'}
        </h2>
        <p className="text-sm text-muted-foreground">
          {dayLabel
            ? 'Try a later date, or go back to today.'
            : 'Notes appear here by the day you wrote them. '}
          {!dayLabel && (
            <Link to="/dashboard" className="font-medium text-primary underline underline-offset-4">
              Write a note
            </Link>
          )}
        </p>
      </div>
    );

  return (
    <div className="grid gap-6">
      <TimelineGroups months={groupTimeline(notes)} />
      <div ref={sentinel} aria-hidden />
      {timeline.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load more notes: {timeline.error?.message}
        </p>
      )}
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? 'Loading more…' : 'Load more'}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted-foreground">
          {dayLabel ? 'The beginning of your notes.' : 'That’s every note, back to the first.'}
        </p>
      )}
      <p role="status" className="sr-only">
        {isFetchingNextPage ? 'Loading more notes…' : ''}
      </p>
    </div>
  );
}
