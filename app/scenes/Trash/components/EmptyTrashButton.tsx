import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { TRASH_HEADING_ID, useTrashActions } from '../useTrash';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';

/** "Empty trash", after a confirmation that says how many notes go. */
export function EmptyTrashButton({ count }: { count: number }) {
  const { emptyTrash } = useTrashActions();
  const [open, setOpen] = useState(false);
  const notes = `${count} ${count === 1 ? 'note' : 'notes'}`;
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Empty trash
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Empty the trash?"
        description={`The ${notes} in the trash will be deleted forever, on every device. This cannot be undone.`}
        confirmLabel={`Delete ${notes} forever`}
        busyLabel="Emptying…"
        busy={emptyTrash.isPending}
        // Once emptied, this button is gone with the notes: focus goes to the heading.
        fallbackFocusId={TRASH_HEADING_ID}
        onConfirm={() => emptyTrash.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
