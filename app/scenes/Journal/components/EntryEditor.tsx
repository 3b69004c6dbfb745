import type { JournalEntry } from '@common/schemas/journal';
import type { Editor } from '@tiptap/react';
import { useCallback, useRef } from 'react';
import { DocumentSaveIndicator } from '@app/scenes/Note/components/SaveIndicator';
import { NoteEditor } from '@app/scenes/Note/editor/NoteEditor';
import { useCollabDocument, type CollabDocument } from '@app/scenes/Note/editor/useCollabDocument';
import { useDiscardBlankEntry } from '../useDiscardBlankEntry';
import { bodyBox } from './entryBodyBox';

/*
 * The editor half of the entry's body, in its own chunk: TipTap, Yjs and the
 * collaboration provider load beside the journal's data, not before it.
 */

/** The entry's note in the real collaborative editor, live with every other device. */
export default function EntryEditor({
  entry,
  userId,
  focusWith,
}: {
  entry: JournalEntry;
  userId: string;
  /** Set when the entry was just created here: focus the editor and type these keys. */
  focusWith: string | null;
}) {
  const collab = useCollabDocument(entry.noteId, userId);
  if (!collab) return <div className={bodyBox} aria-busy="true" />;
  return (
    <LiveEntryEditor key={collab.doc.guid} entry={entry} collab={collab} focusWith={focusWith} />
  );
}

function LiveEntryEditor({
  entry,
  collab,
  focusWith,
}: {
  entry: JournalEntry;
  collab: CollabDocument;
  focusWith: string | null;
}) {
  useDiscardBlankEntry(entry, collab);
  const focused = useRef(false);
  const onReady = useCallback(
    (editor: Editor) => {
      if (focusWith === null || focused.current) return;
      focused.current = true;
      editor.commands.focus('end');
      if (focusWith) editor.commands.insertContent(focusWith);
    },
    [focusWith],
  );
  return (
    <div className="grid gap-2">
      <div className={bodyBox}>
        <NoteEditor doc={collab.doc} noteId={entry.noteId} onReady={onReady} />
      </div>
      <DocumentSaveIndicator collab={collab} />
    </div>
  );
}
