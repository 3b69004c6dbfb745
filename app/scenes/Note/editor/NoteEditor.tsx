import { BODY_FIELD } from '@common/editor/noteFields';
import { noteSchemaExtensions } from '@common/editor/noteSchema';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Collaboration from '@tiptap/extension-collaboration';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { memo, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type * as Y from 'yjs';
import { useToast } from '@app/components/toast/ToastProvider';
import { afterLoadWhenIdle } from '@app/lib/idleWork';
import { notesApi } from '@app/notes/notesApi';
import { PhotoSearchImage } from '@app/photo/PhotoSearchImage';
import { isNativeApp } from '@app/native/platform';
import { photoToText } from '@app/photo/photoToText';
import { AudioPlayerNode } from '@app/voice/AudioPlayerNode';
import { DictationControl } from '@app/voice/DictationControl';
import { useVoiceNoteBlock } from '@app/voice/useVoiceNoteBlock';
import { FocusBar } from '../components/FocusBar';
import { BubbleToolbar } from './BubbleToolbar';
import { lowlight } from './codeLanguages';
import { EmptyBlockTyping } from './EmptyBlockTyping';
import { TrailingParagraph } from './TrailingParagraph';
import { ImageUpload, pickImages, type ImageUploadOptions } from './ImageUpload';
import { SlashCommand, SlashMenuStore } from './SlashCommand';
import { SlashMenu } from './SlashMenu';
import { useNoteCounts } from './useNoteCounts';
import { warmLinkDetection } from './warmLinkDetection';
import './editor.css';

/** Keeps the caret line in the middle of the screen while typing (typewriter scrolling). */
function useTypewriterScrolling(editor: Editor, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const centre = () => {
      const { head } = editor.state.selection;
      const caret = editor.view.coordsAtPos(head);
      window.scrollBy({ top: caret.top - window.innerHeight / 2, behavior: 'smooth' });
    };
    editor.on('selectionUpdate', centre);
    return () => {
      editor.off('selectionUpdate', centre);
    };
  }, [editor, enabled]);
}

/**
 * The word count under the text, or focus mode's bar. Its own component: a
 * new count renders only this, never the editor around it.
 */
function NoteCounts({ editor, focusStartedAt }: { editor: Editor; focusStartedAt: number | null }) {
  const counts = useNoteCounts(editor);
  if (focusStartedAt !== null) return <FocusBar startedAt={focusStartedAt} words={counts.words} />;
  return (
    <p className="mt-6 text-xs text-muted-foreground">
      {counts.words.toLocaleString()} {counts.words === 1 ? 'word' : 'words'} ·{' '}
      {counts.characters.toLocaleString()} {counts.characters === 1 ? 'character' : 'characters'}
    </p>
  );
}

/** Announces the slash menu's highlighted row while focus stays in the text. */
function useSlashMenuAria(editor: Editor, store: SlashMenuStore) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
  useEffect(() => {
    const dom = editor.view.dom;
    const active = state?.items[state.selected];
    if (state && active) {
      dom.setAttribute('aria-controls', 'slash-menu');
      dom.setAttribute('aria-activedescendant', `slash-${active.id}`);
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, state]);
}

export interface NoteEditorProps {
  doc: Y.Doc;
  /** The note the document is (voice notes are stored for it; its transcripts' states show). */
  noteId: string;
  /** In focus mode: when the session started (for its timer). */
  focusStartedAt?: number | null;
  typewriter?: boolean;
  /** Hands the editor up (focus mode and shortcuts move the caret into it). */
  onReady?: (editor: Editor) => void;
  /** Opens the AI actions (the slash menu's `/ai`, the bubble menu's AI button). */
  onAi?: (editor: Editor) => void;
}

/**
 * The body the document holds now, as the editor's first content. Started
 * empty instead, the editor's caret sits in an empty paragraph, and the Yjs
 * binding's first render keeps that position: inside a checklist's list node
 * when the note starts with one (ProseMirror warns "TextSelection endpoint not
 * pointing into a node with inline content"). The binding still renders the
 * document itself; this only gives the first selection a real text position.
 */
function currentBody(doc: Y.Doc) {
  const body = doc.getXmlFragment(BODY_FIELD);
  return body.length > 0 ? yXmlFragmentToProsemirrorJSON(body) : undefined;
}

/**
 * The note body: rich text over the shared Yjs document, with the slash and
 * bubble menus. Memoised: the screen around it renders again as the save
 * state moves on every key press, and the editor need not follow.
 */
export const NoteEditor = memo(function NoteEditor({
  doc,
  noteId,
  focusStartedAt = null,
  typewriter = false,
  onReady,
  onAi,
}: NoteEditorProps) {
  const { toast } = useToast();
  // The slash command is configured once per document; it reaches the latest handler through this.
  const onAiRef = useRef(onAi);
  useEffect(() => {
    onAiRef.current = onAi;
  }, [onAi]);
  const slashStore = useMemo(() => new SlashMenuStore(), []);
  const imageUpload = useMemo<ImageUploadOptions>(
    () => ({
      upload: async (file) => (await notesApi.uploadImage(file)).attachment.url,
      onError: (message) =>
        toast({ title: 'Image not added', description: message, variant: 'destructive' }),
    }),
    [toast],
  );
  const voiceNote = useVoiceNoteBlock(noteId);
  // Opened from a search (`?q=`): the photos box the searched words (see app/photo).
  const searched = useSearchParams()[0].get('q')?.trim() ?? '';

  const editor = useEditor(
    {
      content: currentBody(doc),
      extensions: [
        ...noteSchemaExtensions({
          codeBlock: CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
          // The native app draws every photo through it too: it loads them with its token.
          ...((searched || isNativeApp()) && {
            image: PhotoSearchImage.configure({ query: searched }),
          }),
          audio: AudioPlayerNode.configure({ noteId }),
        }),
        Collaboration.configure({ document: doc, field: BODY_FIELD }),
        Placeholder.configure({ placeholder: 'Write something, or press / for blocks…' }),
        EmptyBlockTyping,
        TrailingParagraph,
        ImageUpload.configure(imageUpload),
        // The ref is read when `/ai` is chosen, never while rendering.
        // eslint-disable-next-line react-hooks/refs
        SlashCommand.configure({
          store: slashStore,
          actions: {
            pickImages: (current) => pickImages(current, imageUpload),
            photoToText: (current) => void photoToText(current, { images: imageUpload, toast }),
            recordVoice: voiceNote.open,
            openAi: (current) => onAiRef.current?.(current),
          },
        }),
      ],
      editorProps: {
        attributes: {
          'aria-label': 'Note body',
          'aria-multiline': 'true',
          role: 'textbox',
          class: 'note-body',
        },
      },
    },
    [doc, searched],
  );
  useEffect(() => {
    onReady?.(editor);
  }, [editor, onReady]);
  useTypewriterScrolling(editor, typewriter);
  useEffect(() => afterLoadWhenIdle(warmLinkDetection), []);
  useSlashMenuAria(editor, slashStore);

  return (
    <div>
      <EditorContent editor={editor} />
      <BubbleToolbar editor={editor} onAi={onAi} />
      <SlashMenu store={slashStore} />
      <NoteCounts editor={editor} focusStartedAt={focusStartedAt} />
      <DictationControl editor={editor} className="mt-4" />
      {voiceNote.dialog}
    </div>
  );
});
