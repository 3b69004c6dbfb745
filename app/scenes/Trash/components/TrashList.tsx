import type { NoteSummary } from '@common/schemas/notes';
import { useState } from 'react';
import { displayTitle, TRASH_HEADING_ID, useTrashActions } from '../useTrash';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';
import { TrashItem } from './TrashItem';

/** The trashed notes, with one confirmation dialog for "delete forever" shared by every row. */
export function TrashList({ notes }: { notes: NoteSummary[] }) {
  const { restore, deleteForever } = useTrashActions();
  const [confirming, setConfirming] = useState<NoteSummary | null>(null);

  return (
    <>
      <ul
        aria-label="Notes in the trash"
        className="divide-y divide-border rounded-xl border border-border bg-card"
      >
        {notes.map((note) => (
          <TrashItem
            key={note.id}
            note={note}
            restoring={restore.isPending && restore.variables === note.id}
            onRestore={() => restore.mutate(note.id)}
            onDeleteForever={() => setConfirming(note)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Delete this note forever?"
        description={
          confirming
            ? `“${displayTitle(confirming)}” will be gone for good, on every device. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete forever"
        busyLabel="Deleting…"
        busy={deleteForever.isPending}
        fallbackFocusId={TRASH_HEADING_ID}
        onConfirm={() => {
          if (!confirming) return;
          deleteForever.mutate(confirming, { onSettled: () => setConfirming(null) });
        }}
      />
    </>
  );
}
