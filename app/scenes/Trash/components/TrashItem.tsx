import type { NoteSummary } from '@common/schemas/notes';
import { RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import { relativeTime } from '@app/notes/formatDates';
import { purgeDate, purgeLabel } from '../trashRetention';
import { displayTitle } from '../useTrash';

/** One trashed note: what it was, when it goes, and the two ways out. */
export function TrashItem({
  note,
  restoring,
  onRestore,
  onDeleteForever,
}: {
  note: NoteSummary;
  restoring: boolean;
  onRestore: () => void;
  onDeleteForever: () => void;
}) {
  const title = displayTitle(note);
  const deletedAt = note.deletedAt ?? note.updatedAt;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <div className="min-w-0 flex-1 basis-64">
        <p className="truncate font-medium">{title}</p>
        {note.excerpt && (
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{note.excerpt}</p>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          Trashed <time dateTime={deletedAt}>{relativeTime(deletedAt)}</time> ·{' '}
          <time dateTime={purgeDate(deletedAt).toISOString()} className="font-medium">
            {purgeLabel(deletedAt)}
          </time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={restoring}
          onClick={onRestore}
          aria-label={`Restore “${title}”`}
        >
          <RotateCcw aria-hidden />
          {restoring ? 'Restoring…' : 'Restore'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10"
          onClick={onDeleteForever}
          aria-label={`Delete “${title}” forever`}
        >
          <Trash2 aria-hidden />
          Delete forever
        </Button>
      </div>
    </li>
  );
}
