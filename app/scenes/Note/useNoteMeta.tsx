import type { UpdateNote } from '@common/schemas/notes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { useToast } from '@app/components/toast/ToastProvider';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { useNoteQuery, useUpdateNoteMutation } from '@app/queries/noteQueries';
import { useMoveNoteToTrash, useRestoreNote } from '@app/queries/trashQueries';

/**
 * The note's record (tags, pin, dates) over REST; its title and body live in
 * the Yjs document. Writes update the cached record at once and refresh the lists.
 */
export function useNoteMeta(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const query = useNoteQuery(id);
  const { mutateAsync: save } = useUpdateNoteMutation(id);
  const moveToTrash = useMoveNoteToTrash();
  const restore = useRestoreNote();

  /** Saves tags or pin; rejects with a readable message. */
  const update = useCallback(
    async (patch: UpdateNote) => {
      await save(patch);
    },
    [save],
  );

  const setPinned = useCallback(
    async (pinned: boolean) => {
      try {
        await save({ pinned });
      } catch (error) {
        toast({
          title: 'Not saved',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        });
      }
    },
    [save, toast],
  );

  /** Shows the title typed in the editor in cached lists right away (the server stores it shortly). */
  const showTitle = useCallback(
    (title: string) => {
      updateCachedNoteLists(queryClient, (notes) =>
        notes.map((note) => (note.id === id ? { ...note, title } : note)),
      );
    },
    [id, queryClient],
  );

  const trash = useCallback(async () => {
    try {
      const note = await moveToTrash(id, async () => {
        await navigate('/dashboard');
      });
      const handle = toast({
        title: 'Moved to the trash',
        description: `${note.title || 'Untitled'} stays there for 30 days.`,
        action: (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              handle.dismiss();
              void restore(id).then(() => navigate(`/note/${id}`));
            }}
          >
            Undo
          </Button>
        ),
      });
    } catch (error) {
      toast({
        title: 'Not moved to the trash',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }, [id, moveToTrash, navigate, restore, toast]);

  return { query, update, setPinned, trash, showTitle };
}
