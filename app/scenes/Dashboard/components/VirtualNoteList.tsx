import type { NoteSummary } from '@common/schemas/notes';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NoteCard } from './NoteCard';

/** Columns of the grid at the list's current width (matches the card's comfortable size). */
function columnsFor(width: number, layout: 'list' | 'grid') {
  if (layout === 'list') return 1;
  return width >= 900 ? 3 : width >= 560 ? 2 : 1;
}

/** The list's width and its distance from the top of the page, kept current on resize. */
function useListBox(ref: React.RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setBox({
        width: element.clientWidth,
        top: element.getBoundingClientRect().top + window.scrollY,
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

interface VirtualNoteListProps {
  notes: NoteSummary[];
  layout: 'list' | 'grid';
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Only the rows near the screen are in the page, so ten thousand notes scroll
 * like ten. The page scrolls (not a box inside it), and the next page of
 * notes is fetched as the end comes into view.
 */
export function VirtualNoteList({
  notes,
  layout,
  label,
  hasMore,
  loadingMore,
  loadMore,
}: VirtualNoteListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const box = useListBox(listRef);
  const columns = columnsFor(box.width, layout);
  const rowCount = Math.ceil(notes.length / columns);
  const gap = 12;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (layout === 'grid' ? 188 : 92) + gap,
    overscan: 6,
    scrollMargin: box.top,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rowCount - 4) loadMore();
  }, [hasMore, loadingMore, lastRow, rowCount, loadMore]);

  return (
    <>
      <ul
        ref={listRef}
        aria-label={label}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const rowNotes = notes.slice(row.index * columns, row.index * columns + columns);
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 grid w-full"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap,
                paddingBottom: gap,
              }}
            >
              {rowNotes.map((note) => (
                <NoteCard key={note.id} note={note} layout={layout} />
              ))}
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <div className="mt-2 flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={loadingMore}
            className="rounded-lg px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted"
          >
            {loadingMore ? 'Loading more notes…' : 'Load more notes'}
          </button>
        </div>
      )}
    </>
  );
}
