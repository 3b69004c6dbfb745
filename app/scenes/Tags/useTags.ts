import { useToast } from '@app/components/toast/ToastProvider';
import {
  useCreateTagMutation,
  useDeleteTagMutation,
  useRecolourTagMutation,
  useRenameTagMutation,
} from '@app/queries/tagQueries';
import { colorLabel, renameOutcome } from './tagWords';

/** The screen's heading: focus goes there when the focused tag is merged or deleted. */
export const TAGS_HEADING_ID = 'tags-heading';

/**
 * The tag screen's writes with their messages. The messages live in the
 * hooks, where they survive the row or dialog that asked unmounting. Dialogs
 * and forms show their error beside the field; menus have nowhere but a toast.
 */
function useErrorToast() {
  const { toast } = useToast();
  return (error: Error) =>
    toast({ title: 'Something went wrong', description: error.message, variant: 'destructive' });
}

/** Rename, or merge when the name is another tag's: the dialog shows errors inline. */
export function useRenameTag() {
  const { toast } = useToast();
  return useRenameTagMutation({
    onSuccess: ({ before, after }) =>
      toast({ ...renameOutcome(before, after), variant: 'success' }),
  });
}

export function useRecolourTag() {
  const { toast } = useToast();
  const onError = useErrorToast();
  return useRecolourTagMutation({
    onSuccess: (tag) =>
      toast({ title: `“${tag.name}” is ${colorLabel(tag.color).toLowerCase()} now` }),
    onError,
  });
}

export function useDeleteTag() {
  const { toast } = useToast();
  const onError = useErrorToast();
  return useDeleteTagMutation({
    onSuccess: (tag) =>
      toast({ title: `Deleted “${tag.name}”`, description: 'Its notes keep their content.' }),
    onError,
  });
}

/** A new tag from the form at the top: the form shows errors inline. */
export function useCreateTag() {
  const { toast } = useToast();
  return useCreateTagMutation({
    onSuccess: (tag) => toast({ title: `Added “${tag.name}”`, variant: 'success' }),
  });
}
