import type { TagWithCount } from '@common/schemas/notes';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@app/components/ui/Dialog';
import { focusOpenerOr } from '@app/lib/returnFocus';
import { TAGS_HEADING_ID } from '../useTags';

/**
 * The frame of a dialog about one tag (rename, merge): open while there is a
 * tag; on close, focus goes back to the row's actions button, or to the
 * page's heading once the tag is gone.
 */
export function TagDialog({
  tag,
  opener,
  onClose,
  children,
}: {
  /** The tag the dialog is about; null keeps it closed. */
  tag: TagWithCount | null;
  opener: HTMLElement | null;
  onClose: () => void;
  children: (tag: TagWithCount) => ReactNode;
}) {
  return (
    <Dialog
      open={tag !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusOpenerOr(opener, TAGS_HEADING_ID);
        }}
      >
        {tag && children(tag)}
      </DialogContent>
    </Dialog>
  );
}
