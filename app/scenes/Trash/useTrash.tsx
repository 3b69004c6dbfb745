import type { NoteSummary } from '@common/schemas/notes';
import { Link } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { buttonVariants } from '@app/components/ui/Button';
import {
  useDeleteForeverMutation,
  useEmptyTrashMutation,
  useRestoreNoteMutation,
} from '@app/queries/trashQueries';

/** The screen's heading: focus goes there when the focused row is restored or deleted. */
export const TRASH_HEADING_ID = 'trash-heading';

export const displayTitle = (note: Pick<NoteSummary, 'title'>) => note.title.trim() || 'Untitled';

/**
 * Restore, delete forever and empty, with their messages. The messages go
 * into the hooks' options rather than `mutate(…, callbacks)` because those
 * callbacks are dropped when the row that called them unmounts, which a
 * restored row does.
 */
export function useTrashActions() {
  const { toast } = useToast();
  const onError = (error: Error) =>
    toast({ title: 'Something went wrong', description: error.message, variant: 'destructive' });

  const restore = useRestoreNoteMutation({
    onSuccess: (note) =>
      toast({
        title: 'Restored',
        description: `“${displayTitle(note)}” is back in your notes.`,
        variant: 'success',
        action: (
          <Link
            to={`/note/${encodeURIComponent(note.id)}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Open note
          </Link>
        ),
      }),
    onError,
  });

  const deleteForever = useDeleteForeverMutation({
    onSuccess: (note) => toast({ title: 'Deleted forever', description: displayTitle(note) }),
    onError,
  });

  const emptyTrash = useEmptyTrashMutation({
    onSuccess: (deleted) =>
      toast({
        title: 'Trash emptied',
        description: `${deleted} ${deleted === 1 ? 'note' : 'notes'} deleted forever.`,
      }),
    onError,
  });

  return { restore, deleteForever, emptyTrash };
}
