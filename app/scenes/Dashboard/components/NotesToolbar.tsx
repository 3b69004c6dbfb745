import type { SearchMode } from '@common/schemas/ai';
import { LayoutGrid, List, Search } from 'lucide-react';
import { cn } from '@app/lib/cn';
import { useTagsQuery } from '@app/queries/tagQueries';
import { SearchModeControl } from './SearchModeControl';

export type NoteSort = 'updated' | 'created' | 'title';
export type NoteLayout = 'list' | 'grid';

const sortLabels: Record<NoteSort, string> = {
  updated: 'Last edited',
  created: 'Date created',
  title: 'Title',
};

const selectClass = 'h-9 rounded-lg border border-input bg-background px-2 text-sm';

interface NotesToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  tag: string;
  onTag: (tag: string) => void;
  sort: NoteSort;
  onSort: (sort: NoteSort) => void;
  layout: NoteLayout;
  onLayout: (layout: NoteLayout) => void;
  /** How search finds notes; the control shows only when given (the server can search by meaning). */
  searchMode?: { mode: SearchMode; onMode: (mode: SearchMode) => void } | undefined;
}

/** Search, tag filter, sort order and list/grid: how the dashboard shows the notes. */
export function NotesToolbar(props: NotesToolbarProps) {
  const tags = useTagsQuery();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-56 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <label htmlFor="quick-search" className="sr-only">
          Search notes
        </label>
        <input
          id="quick-search"
          type="search"
          value={props.query}
          onChange={(event) => props.onQuery(event.target.value)}
          placeholder="Search notes"
          className="h-9 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-sm"
        />
      </div>
      {props.searchMode && (
        <SearchModeControl mode={props.searchMode.mode} onMode={props.searchMode.onMode} />
      )}
      <label htmlFor="tag-filter" className="sr-only">
        Filter by tag
      </label>
      <select
        id="tag-filter"
        value={props.tag}
        onChange={(event) => props.onTag(event.target.value)}
        className={selectClass}
      >
        <option value="">All tags</option>
        {/* A tag from the address stays choosable even before the list arrives. */}
        {props.tag && !tags.data?.some((t) => t.name === props.tag) && (
          <option value={props.tag}>{props.tag}</option>
        )}
        {tags.data?.map((tag) => (
          <option key={tag.id} value={tag.name}>
            {tag.name} ({tag.noteCount})
          </option>
        ))}
      </select>
      <label htmlFor="note-sort" className="sr-only">
        Sort by
      </label>
      <select
        id="note-sort"
        value={props.sort}
        onChange={(event) => props.onSort(event.target.value as NoteSort)}
        className={selectClass}
      >
        {(Object.keys(sortLabels) as NoteSort[]).map((value) => (
          <option key={value} value={value}>
            {sortLabels[value]}
          </option>
        ))}
      </select>
      <div role="group" aria-label="Layout" className="flex rounded-lg border border-input p-0.5">
        {(['list', 'grid'] as const).map((value) => {
          const Icon = value === 'list' ? List : LayoutGrid;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={props.layout === value}
              aria-label={value === 'list' ? 'List' : 'Grid'}
              onClick={() => props.onLayout(value)}
              className={cn(
                'grid size-8 place-items-center rounded-md',
                props.layout === value ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </button>
          );
        })}
      </div>
    </div>
  );
}
