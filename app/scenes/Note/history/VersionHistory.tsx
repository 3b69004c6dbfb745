import type { Editor } from '@tiptap/react';
import { lazy, Suspense, useState } from 'react';
import type * as Y from 'yjs';

const LoadedVersionHistory = lazy(() => import('./LoadedVersionHistory'));

/** The id of the note header's History button, where focus returns when the panel closes. */
export const HISTORY_BUTTON_ID = 'version-history-button';

/**
 * The version history panel of the open note, loaded the first time it
 * opens (its own chunk: the panel, the diff and the Markdown serialiser).
 */
export function VersionHistory({
  noteId,
  open,
  onOpenChange,
  editor,
  doc,
}: {
  noteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editor: Editor | null;
  doc: Y.Doc;
}) {
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedVersionHistory
        noteId={noteId}
        open={open}
        onOpenChange={onOpenChange}
        editor={editor}
        doc={doc}
        fallbackFocusId={HISTORY_BUTTON_ID}
      />
    </Suspense>
  );
}
