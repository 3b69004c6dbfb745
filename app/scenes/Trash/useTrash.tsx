import type { NoteSummary } from '@common/schemas/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { buttonVariants } from '@app/components/ui/Button';
import { noteKeys, notesApi } from '@app/notes/notesApi';

/** The screen's heading: focus goes there when the focused row is restored or deleted. */
export const TRASH_HEADING_ID = 'trash-heading';

/** The trashed notes, most recently trashed first. */
export function useTrashQuery() {
  return useQuery({
    queryKey: noteKeys.trash(),
    queryFn: async () => (await notesApi.listTrash()).notes,
  });
}

export const displayTitle = (note: Pick<NoteSummary, 'title'>) => note.title.trim() || 'Untitled';

/**
 * Restore, delete forever and empty, with their messages. The messages live
 * here rather than in `mutate(…, callbacks)` because those callbacks are
 * dropped when the row that called them unmounts, which a restored row does.
 * Each write refreshes every note query, so lists, tag counts and the trash agree.
 */
export function useTrashActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: noteKeys.all });
  const onError = (error: Error) =>
    toast({ title: 'Something went wrong', description: error.message, variant: 'destructive' });

  const restore = useMutation({
    mutationFn: async (id: string) => (await notesApi.restore(id)).note,
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
    onSettled,
  });

  const deleteForever = useMutation({
    mutationFn: async (note: Pick<NoteSummary, 'id' | 'title'>) => {
      await notesApi.deleteForever(note.id);
      return note;
    },
    onSuccess: (note) => toast({ title: 'Deleted forever', description: displayTitle(note) }),
    onError,
    onSettled,
  });

  const emptyTrash = useMutation({
    mutationFn: async () => (await notesApi.emptyTrash()).deleted,
    onSuccess: (deleted) =>
      toast({
        title: 'Trash emptied',
        description: `${deleted} ${deleted === 1 ? 'note' : 'notes'} deleted forever.`,
      }),
    onError,
    onSettled,
  });

  return { restore, deleteForever, emptyTrash };
}
