import type { NoteAiRequest } from '@common/schemas/ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aiApi } from '@app/ai/aiApi';
import type { AiScope, NoteAiRun } from './aiScope';
import { actionInfo } from './noteAiActions';

/** Where the AI panel is: closed, choosing an action, or showing an answer. */
export type NoteAiView =
  | { stage: 'closed' }
  | {
      stage: 'menu';
      scope: AiScope;
      /** Opens with the language picker in view. */ translate: boolean;
    }
  | {
      stage: 'answer';
      run: NoteAiRun;
      /** streaming → done (Accept) | stopped | failed (Try again). */
      status: 'streaming' | 'done' | 'stopped' | 'failed';
      /** The answer so far, Markdown; the whole answer once done. */
      text: string;
      /** Suggested tag names (the tags action). */
      tags: string[];
      error: Error | null;
    };

type AnswerView = Extract<NoteAiView, { stage: 'answer' }>;

/** The request body: the selection as Markdown (plain text if it will not serialise). */
async function requestOf(run: NoteAiRun): Promise<NoteAiRequest> {
  let selection: string | undefined;
  if (run.scope.kind === 'selection') {
    const { blocksToMarkdown } = await import('./markdownContent');
    try {
      selection = blocksToMarkdown(run.scope.blocks) || run.scope.text;
    } catch {
      selection = run.scope.text;
    }
  }
  return {
    action: run.action,
    ...(selection !== undefined && { selection }),
    ...(run.language && { language: run.language }),
    ...(run.newTags && { newTags: true }),
  };
}

/**
 * One AI action at a time on the open note: asks the server (streamed text,
 * or JSON for title and tags), keeps the answer for the preview, stops on
 * request or when the note closes (nothing is counted for a stopped answer),
 * and calls `onAnswered` after each whole answer (the usage meter reads again).
 */
export function useNoteAiSession(noteId: string, onAnswered: () => void) {
  const [view, setView] = useState<NoteAiView>({ stage: 'closed' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (run: NoteAiRun) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const mine = () => current.current === controller;
      const update = (change: (view: AnswerView) => AnswerView) =>
        setView((view) => (mine() && view.stage === 'answer' ? change(view) : view));
      setView({ stage: 'answer', run, status: 'streaming', text: '', tags: [], error: null });
      try {
        const request = await requestOf(run);
        const { use } = actionInfo(run.action);
        if (use === 'title' || use === 'tags') {
          const answer = await aiApi.noteAction(noteId, request, controller.signal);
          update((view) => ({
            ...view,
            status: 'done',
            text: answer.result,
            tags: answer.tags ?? [],
          }));
        } else {
          const text = await aiApi.streamNoteAction(noteId, request, {
            signal: controller.signal,
            onDelta: (_piece, soFar) => update((view) => ({ ...view, text: soFar })),
          });
          update((view) => ({ ...view, status: 'done', text }));
        }
        if (mine()) onAnswered();
      } catch (error) {
        if (controller.signal.aborted) return;
        update((view) => ({
          ...view,
          status: 'failed',
          error: error instanceof Error ? error : new Error('The AI did not answer.'),
        }));
      }
    },
    [noteId, onAnswered],
  );

  /** Stops the answer where it is: it stays on screen, but cannot be accepted. */
  const stop = useCallback(() => {
    current.current?.abort();
    setView((view) =>
      view.stage === 'answer' && view.status === 'streaming'
        ? { ...view, status: 'stopped' }
        : view,
    );
  }, []);

  const openMenu = useCallback((scope: AiScope, translate = false) => {
    current.current?.abort();
    setView({ stage: 'menu', scope, translate });
  }, []);

  /** Closes the panel; an answer still coming is stopped. */
  const close = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setView({ stage: 'closed' });
  }, []);

  return { view, start, stop, openMenu, close };
}
