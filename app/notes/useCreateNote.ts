import type { CreateNote } from '@common/schemas/notes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { insertIntoNoteLists, optimisticNote } from '@app/offline/optimistic';
import { noteKeys } from '@app/queries/queryKeys';
import { useCreateNoteMutation } from '@app/queries/noteQueries';
import { updateCachedNoteLists } from './cachedNoteLists';
import { notesBeingCreated } from './notesBeingCreated';

/**
 * Creates a note (blank, tagged, or from a template) and opens it in the
 * editor. A blank note opens at once, with the caret in its title, under the
 * id made here: its document waits to connect until the server has made the
 * note (see notesBeingCreated), and what is typed meanwhile goes out then.
 * A note with content opens once the server has it.
 */
export function useCreateNote() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: create } = useCreateNoteMutation();
  const { toast } = useToast();
  const notCreated = useCallback(
    (error: unknown) =>
      toast({
        title: 'The note was not created',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      }),
    [toast],
  );
  return useCallback(
    async (input: CreateNote = {}) => {
      const blank = !input.title && !input.markdown && !input.templateId;
      if (!blank) {
        try {
          const note = await create(input);
          await navigate(`/note/${note.id}`);
        } catch (error) {
          notCreated(error);
        }
        return;
      }
      const id = input.id ?? crypto.randomUUID();
      const note = optimisticNote(queryClient, id, input);
      queryClient.setQueryData(noteKeys.detail(id), note);
      insertIntoNoteLists(queryClient, note);
      notesBeingCreated.add(id);
      const opened = navigate(`/note/${id}`, { state: { focusTitle: true } });
      try {
        // A lost connection puts the create in the outbox: only a refusal lands here.
        await create({ ...input, id });
      } catch (error) {
        await opened;
        if (window.location.pathname === `/note/${id}`)
          await navigate('/dashboard', { replace: true });
        queryClient.removeQueries({ queryKey: noteKeys.detail(id) });
        updateCachedNoteLists(queryClient, (notes) => notes.filter((each) => each.id !== id));
        notCreated(error);
      } finally {
        notesBeingCreated.remove(id);
      }
    },
    [create, navigate, notCreated, queryClient],
  );
}
