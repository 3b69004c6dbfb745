import type { Note, UpdateNote } from '@common/schemas/notes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { useToast } from '@app/components/toast/ToastProvider';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { noteKeys, notesApi } from '@app/notes/notesApi';

/**
 * The note's record (tags, pin, dates) over REST; its title and body live in
 * the Yjs document. Writes update the cached record at once and refresh the lists.
 */
export function useNoteMeta(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const query = useQuery({
    queryKey: noteKeys.detail(id),
    queryFn: async () => (await notesApi.get(id)).note,
    // A missing note is a 404 to show, not a flaky network to retry.
    retry: false,
  });

  const store = useCallback(
    (note: Note) => {
      queryClient.setQueryData(noteKeys.detail(id), note);
      void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: noteKeys.tags() });
    },
    [id, queryClient],
  );

  const update = useCallback(
    async (patch: UpdateNote) => store((await notesApi.update(id, patch)).note),
    [id, store],
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
      const { note } = await notesApi.trash(id);
      await navigate('/dashboard');
      // Everything but this note's record is read again. The record is only marked stale:
      // its screen may still be closing, and reading it now would answer 404.
      void queryClient.invalidateQueries({ queryKey: noteKeys.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: noteKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== 'detail' || queryKey[2] !== id,
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
              void notesApi.restore(id).then(() => {
                void queryClient.invalidateQueries({ queryKey: noteKeys.all });
                void navigate(`/note/${id}`);
              });
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
  }, [id, navigate, queryClient, toast]);

  return { query, update, trash, showTitle };
}
