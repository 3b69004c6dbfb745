import type { NoteSummary } from '@common/schemas/notes';
import { Pin } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@app/lib/cn';
import { relativeTime } from '@app/notes/formatDates';
import { TagBadge } from '@app/notes/TagBadge';

/** One note in the dashboard: a link to it with its title, start, tags and age. */
export function NoteCard({ note, layout }: { note: NoteSummary; layout: 'list' | 'grid' }) {
  return (
    <Link
      to={`/note/${note.id}`}
      className={cn(
        'group flex h-full flex-col rounded-xl border border-border bg-card px-4 py-3 hover:border-primary',
        layout === 'grid' && 'min-h-44',
      )}
    >
      <span className="flex items-start gap-2">
        <span className="min-w-0 flex-1 truncate font-semibold group-hover:text-primary">
          {note.title || 'Untitled'}
        </span>
        {note.pinned && (
          <Pin className="mt-1 size-3.5 shrink-0 text-primary" aria-label="Pinned" role="img" />
        )}
      </span>
      <span
        className={cn(
          'mt-1 text-sm text-muted-foreground',
          // Not flex-1: a clamped box (overflow hidden) may shrink below its lines, and then
          // the card's minimum height, not the clamp, would cut the preview mid-line.
          layout === 'grid' ? 'line-clamp-4' : 'line-clamp-1',
        )}
      >
        {note.excerpt || 'Empty note'}
      </span>
      <span className="mt-auto flex items-center gap-2 pt-2 text-xs text-muted-foreground">
        <time dateTime={note.updatedAt} title={new Date(note.updatedAt).toLocaleString()}>
          {relativeTime(note.updatedAt)}
        </time>
        {note.tags.length > 0 && (
          <span className="flex min-w-0 flex-1 gap-1 overflow-hidden">
            {note.tags.slice(0, 4).map((tag) => (
              <TagBadge key={tag.id} name={tag.name} color={tag.color} />
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
