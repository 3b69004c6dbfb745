import { PRODUCT_NAME } from '@common/constants';
import { Selection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { ArrowLeft } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { useCurrentNoteCommands } from '@app/commands/CommandCenter';
import { useToast } from '@app/components/toast/ToastProvider';
import { useOnline } from '@app/hooks/useOnline';
import { cn } from '@app/lib/cn';
import { useNoteExport } from '@app/export/useNoteExport';
import { useFocusMode } from '@app/notes/FocusModeProvider';
import { useRecordOpenedCopy } from '@app/offline/copies/useRecordOpenedCopy';
import { RelatedNotes } from './ai/RelatedNotes';
import { useNoteAi } from './ai/useNoteAi';
import { NoteActions } from './components/NoteActions';
import { SaveAsTemplateDialog } from './components/SaveAsTemplateDialog';
import { ShareDialog } from './components/ShareDialog';
import { VersionHistory } from './history/VersionHistory';
import { RejectedChangeBanner } from './components/RejectedChangeBanner';
import { DocumentSaveIndicator } from './components/SaveIndicator';
import { TagEditor } from './components/TagEditor';
import { NoteEditor } from './editor/NoteEditor';
import { useSharedTitle } from './editor/sharedTitle';
import { TITLE_FIELD } from '@common/editor/noteFields';
import { useCollabDocument, useSaveState, type CollabDocument } from './editor/useCollabDocument';
import { useDiscardWhenLeftBlank } from './useDiscardWhenLeftBlank';
import { useNoteMeta, useNoteRecord } from './useNoteMeta';
import { useLiveNoteMeta } from './useLiveNoteMeta';
import type { NoteSummary } from '@common/schemas/notes';

/** Keeps the device's copy index up to date with the open note (see useRecordOpenedCopy). */
function RecordOpenedCopy({
  note,
  fromDevice,
  collab,
}: {
  note: NoteSummary;
  fromDevice: boolean;
  collab: CollabDocument;
}) {
  const { user } = useAuth();
  const saved = useSaveState(collab) === 'saved';
  useRecordOpenedCopy(user?.id ?? null, note.id, fromDevice ? null : note, collab.doc, saved);
  return null;
}

export function meta() {
  return [{ title: `Note — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

function Unavailable() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">This note is not here</h1>
      <p className="mt-3 text-muted-foreground">
        It may have been moved to the trash or deleted, or the link may be wrong.
      </p>
      <div className="mt-6 flex justify-center gap-4">
        <Link
          to="/dashboard"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to your notes
        </Link>
        <Link to="/trash" className="font-medium text-primary underline-offset-4 hover:underline">
          Look in the trash
        </Link>
      </div>
    </div>
  );
}

/** Offline, a note with no copy on this device: say so, and when it will open. */
function NotOnDevice() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">Not on this device yet</h1>
      <p className="mt-3 text-muted-foreground">
        This note is not on this device yet. It opens when you are back online.
      </p>
      <div className="mt-6 flex justify-center">
        <Link
          to="/dashboard"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to your notes
        </Link>
      </div>
    </div>
  );
}

/**
 * The title: a growing text area over the shared title; Enter continues into
 * the body. `autoFocus`: a note just made opens with the caret here.
 */
function TitleField({
  collab,
  autoFocus,
  onTitle,
  onEnter,
}: {
  collab: CollabDocument;
  autoFocus: boolean;
  onTitle: (title: string) => void;
  onEnter: () => void;
}) {
  const [title, setTitle] = useSharedTitle(collab.doc);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    const fit = () => {
      field.style.height = 'auto';
      field.style.height = `${field.scrollHeight}px`;
    };
    fit();
    // The column narrows in focus mode and on rotation: the title re-wraps, so measure again.
    const observer = new ResizeObserver(fit);
    observer.observe(field);
    document.title = `${title || 'Untitled'} — ${PRODUCT_NAME}`;
    return () => observer.disconnect();
  }, [title]);
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  }
  return (
    <>
      <label htmlFor="note-title" className="sr-only">
        Title
      </label>
      <textarea
        id="note-title"
        ref={ref}
        rows={1}
        value={title}
        onChange={(event) => {
          const next = event.target.value.replace(/\n/g, ' ');
          setTitle(next);
          onTitle(next);
        }}
        onKeyDown={onKeyDown}
        placeholder="Untitled"
        maxLength={500}
        className="w-full resize-none overflow-hidden bg-transparent text-3xl leading-tight font-bold tracking-tight outline-none placeholder:text-muted-foreground/70 focus-visible:outline-none sm:text-4xl"
      />
    </>
  );
}

/**
 * Moves the caret to the start of the body at once. TipTap's focus command
 * waits a frame, and a key typed in that frame was lost between the title and
 * the body.
 */
function focusBodyStart(editor: Editor) {
  const { state, view } = editor;
  view.dispatch(state.tr.setSelection(Selection.atStart(state.doc)));
  view.focus();
}

/** What needs the server (sharing, AI) says so offline instead of failing. */
function useNeedsConnection() {
  const online = useOnline();
  const { toast } = useToast();
  return useCallback(
    <Args extends unknown[]>(what: string, run: (...args: Args) => void) =>
      (...args: Args) => {
        if (online) run(...args);
        else toast({ title: `${what} needs a connection`, description: 'You are offline.' });
      },
    [online, toast],
  );
}

const NoteBody = memo(function NoteBody({
  note,
  fromDevice,
  collab,
}: {
  note: NoteSummary;
  /** Opened offline from the device's copy (the record is the cached one). */
  fromDevice: boolean;
  collab: CollabDocument;
}) {
  const { update, setPinned, trash, showTitle } = useNoteMeta(note.id);
  const online = useOnline();
  const needsConnection = useNeedsConnection();
  useDiscardWhenLeftBlank(note.id, collab);
  const focusTitle = (useLocation().state as { focusTitle?: boolean } | null)?.focusTitle === true;
  const focusMode = useFocusMode();
  const exportAs = useNoteExport(note.id);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const onReady = useCallback((ready: Editor) => setEditor(ready), []);
  const tagNames = useMemo(() => note.tags.map((tag) => tag.name), [note.tags]);
  const saveTags = useCallback((tags: string[]) => update({ tags }), [update]);
  const ai = useNoteAi({
    noteId: note.id,
    editor,
    doc: collab.doc,
    tags: tagNames,
    saveTags,
    showTitle,
  });

  // Stable, so the (memoised) editor does not render again with the save state.
  const onAiFromEditor = useMemo(
    () => needsConnection('AI', ai.openFromEditor),
    [needsConnection, ai.openFromEditor],
  );

  // Leaving the note leaves focus mode.
  const { exit } = focusMode;
  useEffect(() => exit, [exit]);

  // Pin, share, save as template and trash are commands: the actions menu and the palette run them.
  useCurrentNoteCommands(
    useMemo(
      () => ({
        pinned: note.pinned,
        setPinned: (pinned: boolean) => void setPinned(pinned),
        saveAsTemplate: () => setTemplateOpen(true),
        exportAs: (format) => void exportAs(format),
        share: needsConnection('Sharing', () => setShareOpen(true)),
        versionHistory: needsConnection('Version history', () => setHistoryOpen(true)),
        moveToTrash: () => void trash(),
        ai: needsConnection('AI', ai.runFromPalette),
      }),
      [note.pinned, setPinned, trash, exportAs, ai.runFromPalette, needsConnection],
    ),
  );

  return (
    <article
      className={cn(
        'mx-auto w-full transition-[max-width]',
        focusMode.active ? 'max-w-2xl pt-[12vh] pb-[40vh]' : 'max-w-3xl',
      )}
      aria-label="Note"
    >
      {!focusMode.active && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-4">
            <Link
              to="/dashboard"
              className="flex items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Notes
            </Link>
            <DocumentSaveIndicator collab={collab} />
          </div>
          <NoteActions pinned={note.pinned} />
        </div>
      )}
      <RecordOpenedCopy note={note} fromDevice={fromDevice} collab={collab} />
      {collab.rejectedChange && (
        <RejectedChangeBanner reason={collab.rejectedChange} onReopen={collab.reopenSavedVersion} />
      )}
      <TitleField
        collab={collab}
        autoFocus={focusTitle}
        onTitle={showTitle}
        onEnter={() => editor && focusBodyStart(editor)}
      />
      {!focusMode.active && (
        <div className="mt-3 mb-6">
          <TagEditor tags={note.tags} onChange={(tags) => update({ tags })} />
        </div>
      )}
      <NoteEditor
        doc={collab.doc}
        noteId={note.id}
        focusStartedAt={focusMode.startedAt}
        typewriter={focusMode.active && focusMode.typewriter}
        onReady={onReady}
        onAi={onAiFromEditor}
      />
      {!focusMode.active && online && <RelatedNotes noteId={note.id} />}
      {ai.panel}
      <SaveAsTemplateDialog
        noteId={note.id}
        title={collab.doc.getText(TITLE_FIELD).toJSON()}
        open={templateOpen}
        onOpenChange={setTemplateOpen}
      />
      <ShareDialog noteId={note.id} open={shareOpen} onOpenChange={setShareOpen} />
      <VersionHistory
        noteId={note.id}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        editor={editor}
        doc={collab.doc}
      />
    </article>
  );
});

/** `/note/{id}`: the editor, with the note's title, tags and actions. */
export default function NoteScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const record = useNoteRecord(id, userId);
  // Offline, the copy opens once the device is known to hold one: opening it would make an empty one.
  const waitForCopy =
    record.status === 'not-on-device' || (record.status === 'loading' && record.offline);
  const collab = useCollabDocument(id, waitForCopy ? null : userId);
  useLiveNoteMeta(id, collab?.provider);

  if (record.status === 'not-on-device') return <NotOnDevice />;
  if (record.status === 'not-found') return <Unavailable />;
  if (record.status === 'error') {
    return (
      <p role="alert" className="mx-auto max-w-xl py-16 text-center">
        The note could not be loaded: {record.message}
      </p>
    );
  }
  if (collab?.refused) return <Unavailable />;
  if (record.status !== 'ready' || !collab) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Opening the note…
      </p>
    );
  }
  // A new document (the saved version reopened) gets a new editor: TipTap binds to one Yjs document.
  return (
    <NoteBody
      key={`${id}:${collab.doc.guid}`}
      note={record.note}
      fromDevice={record.fromDevice}
      collab={collab}
    />
  );
}
