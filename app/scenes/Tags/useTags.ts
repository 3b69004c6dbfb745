import type { TagWithCount, UpdateTag } from '@common/schemas/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@app/components/toast/ToastProvider';
import { noteKeys, notesApi, tagListQuery } from '@app/notes/notesApi';
import { colorLabel, renameOutcome } from './tagWords';

/** The screen's heading: focus goes there when the focused tag is merged or deleted. */
export const TAGS_HEADING_ID = 'tags-heading';

/** Every tag with its note count, by name (the cache entry the editor's tag picker shares). */
export function useTagsQuery() {
  return useQuery(tagListQuery);
}

/**
 * Tag writes. Each refreshes every note query when it settles: a rename or
 * a merge changes the tags shown on notes, not only this list. Messages live
 * in the hooks, where they survive the row or dialog that asked unmounting.
 */
function useTagWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  onSuccess: (output: Output) => void,
  errorsInline: boolean,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess,
    // Dialogs and forms show their error beside the field; menus have nowhere but a toast.
    onError: (error) => {
      if (!errorsInline)
        toast({
          title: 'Something went wrong',
          description: error.message,
          variant: 'destructive',
        });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}

/** Rename, or merge when the name is another tag's: the dialog shows errors inline. */
export function useRenameTag() {
  const { toast } = useToast();
  return useTagWrite(
    async ({ tag, name }: { tag: TagWithCount; name: string }) => ({
      before: tag,
      after: (await notesApi.updateTag(tag.id, { name })).tag,
    }),
    ({ before, after }) => toast({ ...renameOutcome(before, after), variant: 'success' }),
    true,
  );
}

export function useRecolourTag() {
  const { toast } = useToast();
  return useTagWrite(
    async ({ tag, color }: { tag: TagWithCount; color: NonNullable<UpdateTag['color']> }) =>
      (await notesApi.updateTag(tag.id, { color })).tag,
    (tag) => toast({ title: `“${tag.name}” is ${colorLabel(tag.color).toLowerCase()} now` }),
    false,
  );
}

export function useDeleteTag() {
  const { toast } = useToast();
  return useTagWrite(
    async (tag: TagWithCount) => {
      await notesApi.deleteTag(tag.id);
      return tag;
    },
    (tag) =>
      toast({ title: `Deleted “${tag.name}”`, description: 'Its notes keep their content.' }),
    false,
  );
}

/** A new tag from the form at the top: the form shows errors inline. */
export function useCreateTag() {
  const { toast } = useToast();
  return useTagWrite(
    async (name: string) => (await notesApi.createTag({ name })).tag,
    (tag) => toast({ title: `Added “${tag.name}”`, variant: 'success' }),
    true,
  );
}
