import type { CreateNote } from '@common/schemas/notes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { useCreateNoteMutation } from '@app/queries/noteQueries';

/** Creates a note (blank, tagged, or from a template) and opens it in the editor. */
export function useCreateNote() {
  const navigate = useNavigate();
  const { mutateAsync: create } = useCreateNoteMutation();
  const { toast } = useToast();
  return useCallback(
    async (input: CreateNote = {}) => {
      try {
        const note = await create(input);
        // A blank note opens with the caret in its title, ready for typing.
        const blank = !input.title && !input.markdown && !input.templateId;
        await navigate(`/note/${note.id}`, blank ? { state: { focusTitle: true } } : undefined);
      } catch (error) {
        toast({
          title: 'The note was not created',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        });
      }
    },
    [create, navigate, toast],
  );
}
