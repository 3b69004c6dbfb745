import { TITLE_FIELD } from '@common/editor/noteFields';
import type { NoteAiAction } from '@common/schemas/ai';
import type { Editor } from '@tiptap/core';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import type * as Y from 'yjs';
import { preloadMarkdown } from '@app/ai/Markdown';
import { useAiUsage } from '@app/billing/AiUsageProvider';
import { useToast } from '@app/components/toast/ToastProvider';
import { applyTextChange } from '../editor/sharedTitle';
import type { AnswerChoice } from './AiAnswerPreview';
import { scopeOf, targetOf } from './aiScope';
import { insertAnswer } from './insertAnswer';
import { actionInfo } from './noteAiActions';
import { useNoteAiSession } from './useNoteAiSession';

const NoteAiPanel = lazy(() => import('./NoteAiPanel'));

/** Fetches what an answer needs (the panel, the Markdown renderer and parser) once AI is asked for. */
function preloadAiPanel() {
  void import('./NoteAiPanel');
  void import('./markdownContent');
  preloadMarkdown();
}

export interface NoteAiOptions {
  noteId: string;
  editor: Editor | null;
  doc: Y.Doc;
  /** The note's tag names now. */
  tags: string[];
  /** Saves the note's whole tag list; rejects with a readable message. */
  saveTags: (names: string[]) => Promise<void>;
  /** Shows a new title in the cached note lists at once. */
  showTitle: (title: string) => void;
}

export interface NoteAi {
  /** The slash menu's `/ai` and the bubble menu's AI button: the actions, on the selection if any. */
  openFromEditor: (editor: Editor) => void;
  /** The palette: runs one action on the selection, or on the whole note. */
  runFromPalette: (action: NoteAiAction) => void;
  /** The panel, while it is open (its code loads on first use). */
  panel: ReactNode;
}

/**
 * AI inside the open note: where it is asked for (slash menu, bubble menu,
 * palette), the panel with the answer, and what Accept does: the answer into
 * the body as one undoable step, the title into the shared title, the chosen
 * tags onto the note.
 */
export function useNoteAi({
  noteId,
  editor,
  doc,
  tags,
  saveTags,
  showTitle,
}: NoteAiOptions): NoteAi {
  const { refresh } = useAiUsage();
  const { toast } = useToast();
  const onAnswered = useCallback(() => void refresh(), [refresh]);
  const { view, start, stop, openMenu, close } = useNoteAiSession(noteId, onAnswered);

  const openFromEditor = useCallback(
    (current: Editor) => {
      preloadAiPanel();
      openMenu(scopeOf(current, true));
    },
    [openMenu],
  );

  const runFromPalette = useCallback(
    (action: NoteAiAction) => {
      if (!editor) return;
      preloadAiPanel();
      const scope = scopeOf(editor, false);
      if (action === 'translate') openMenu(scope, true);
      else void start({ action, scope });
    },
    [editor, openMenu, start],
  );

  const closePanel = useCallback(() => {
    close();
    editor?.commands.focus();
  }, [close, editor]);

  const accept = useCallback(
    async (choice: AnswerChoice) => {
      if (view.stage !== 'answer' || view.status !== 'done') return;
      const { use } = actionInfo(view.run.action);
      if (use === 'title') {
        const title = choice.title.trim();
        applyTextChange(doc.getText(TITLE_FIELD), title);
        showTitle(title);
      } else if (use === 'tags') {
        const known = new Set(tags.map((name) => name.toLowerCase()));
        const added = choice.tags.filter((name) => !known.has(name.toLowerCase()));
        try {
          await saveTags([...tags, ...added]);
        } catch (error) {
          toast({
            title: 'The tags were not added',
            description: error instanceof Error ? error.message : 'Please try again.',
            variant: 'destructive',
          });
          return;
        }
      } else {
        if (!editor) return;
        const { markdownToBlocks } = await import('./markdownContent');
        if (!insertAnswer(editor, targetOf(view.run), markdownToBlocks(view.text))) {
          toast({
            title: 'The answer was not added',
            description: 'The text it was for is no longer in the note.',
            variant: 'destructive',
          });
          return;
        }
      }
      closePanel();
    },
    [view, doc, showTitle, tags, saveTags, toast, editor, closePanel],
  );

  const panel = useMemo(
    () =>
      view.stage === 'closed' ? null : (
        <Suspense fallback={null}>
          <NoteAiPanel
            view={view}
            noteTags={tags}
            onStart={(run) => void start(run)}
            onStop={stop}
            onAccept={(choice) => void accept(choice)}
            onClose={closePanel}
          />
        </Suspense>
      ),
    [view, tags, start, stop, accept, closePanel],
  );

  return { openFromEditor, runFromPalette, panel };
}
