import type { NoteSummary } from '@common/schemas/notes';
import { Link } from 'react-router';
import { TagBadge } from '@app/notes/TagBadge';
import { JournalBadge } from './JournalBadge';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * One note in the timeline: its title links to the editor; time, excerpt and
 * tags below. A journal entry says so, with its mood.
 */
export function TimelineNote({ note }: { note: NoteSummary }) {
  return (
    <li className="grid gap-1 rounded-xl border border-border bg-card p-4 transition-colors hover:bg-muted/40">
      <div className="flex items-baseline justify-between gap-3">
        {/* line-clamp, not truncate: a nowrap title would widen every grid around it past a phone's edge. */}
        <Link
          to={`/note/${encodeURIComponent(note.id)}`}
          className="line-clamp-1 min-w-0 rounded-sm font-medium wrap-anywhere hover:underline"
        >
          {note.title.trim() || 'Untitled'}
        </Link>
        <time dateTime={note.createdAt} className="shrink-0 text-xs text-muted-foreground">
          {timeFormat.format(new Date(note.createdAt))}
        </time>
      </div>
      {note.journal && <JournalBadge date={note.journal.date} mood={note.journal.mood} />}
      {note.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{note.excerpt}</p>}
      {note.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1">
          {note.tags.map((tag) => (
            <li key={tag.id}>
              <TagBadge name={tag.name} color={tag.color} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
