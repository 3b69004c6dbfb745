import type { TagWithCount } from '@common/schemas/notes';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';
import { noteCount } from '../tagWords';
import { TAGS_HEADING_ID, useDeleteTag } from '../useTags';

/** Delete a tag after a confirmation that its notes stay. */
export function DeleteTagDialog({
  tag,
  opener,
  onClose,
}: {
  tag: TagWithCount | null;
  /** The row's actions button, where focus returns on Cancel. */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const remove = useDeleteTag();
  return (
    <ConfirmDialog
      open={tag !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete “${tag?.name ?? ''}”?`}
      description={
        tag ? `The tag comes off ${noteCount(tag.noteCount)}; the notes keep their content.` : ''
      }
      confirmLabel="Delete tag"
      busyLabel="Deleting…"
      busy={remove.isPending}
      opener={opener}
      fallbackFocusId={TAGS_HEADING_ID}
      onConfirm={() => {
        if (tag) remove.mutate(tag, { onSettled: onClose });
      }}
    />
  );
}
