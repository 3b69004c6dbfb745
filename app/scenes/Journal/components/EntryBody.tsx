import type { JournalEntry } from '@common/schemas/journal';
import type { Editor } from '@tiptap/react';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useAuth } from '@app/auth/AuthProvider';
import { SaveIndicator } from '@app/scenes/Note/components/SaveIndicator';
import { NoteEditor } from '@app/scenes/Note/editor/NoteEditor';
import { useCollabDocument } from '@app/scenes/Note/editor/useCollabDocument';
import { useDiscardBlankEntry } from '../useDiscardBlankEntry';

const bodyBox = 'min-h-48 rounded-xl border border-border bg-card px-4 py-3';

/**
 * The entry's body before the entry exists: looks like the editor, and the
 * first click or key creates the entry. Keys typed while it is being created
 * are kept and typed into the editor once it opens.
 */
function BodyPlaceholder({
  onStart,
  starting,
}: {
  onStart: (typed: string) => void;
  starting: boolean;
}) {
  const [typed, setTyped] = useState('');
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) {
      event.preventDefault();
      const next = typed + event.key;
      setTyped(next);
      onStart(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onStart(typed);
    }
  }
  return (
    <div
      role="textbox"
      aria-multiline="true"
      aria-label="Journal entry"
      aria-busy={starting}
      tabIndex={0}
      onClick={() => onStart(typed)}
      onKeyDown={onKeyDown}
      className={`${bodyBox} cursor-text text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
    >
      {typed || 'Write about your day…'}
    </div>
  );
}

/** The entry's note in the real collaborative editor, live with every other device. */
function EntryEditor({
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
  collab: NonNullable<ReturnType<typeof useCollabDocument>>;
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
        <NoteEditor doc={collab.doc} onReady={onReady} />
      </div>
      <SaveIndicator state={collab.state} />
    </div>
  );
}

/** The body: a placeholder until the entry exists, then the entry's note in the editor. */
export function EntryBody({
  entry,
  onStart,
  starting,
  focusWith,
}: {
  entry: JournalEntry | null;
  onStart: (typed: string) => void;
  starting: boolean;
  focusWith: string | null;
}) {
  const { user } = useAuth();
  if (!entry || !user) return <BodyPlaceholder onStart={onStart} starting={starting} />;
  return <EntryEditor entry={entry} userId={user.id} focusWith={focusWith} />;
}
