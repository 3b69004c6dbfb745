import { AI_MESSAGES_MAX } from '@common/schemas/ai';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aiApi } from '@app/ai/aiApi';
import { useAiUsage } from '@app/billing/AiUsageProvider';
import { ApiError } from '@app/lib/apiClient';
import { aiKeys } from '@app/queries/aiQueries';
import { historyFor, newTurnId, type Turn } from './chatTurns';

/** After a stop the server gives the use back a moment later: read the counter after that. */
const REFUND_SETTLE_MS = 800;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The newest messages that fit one request (the server refuses more than AI_MESSAGES_MAX). */
const lastMessages = <T>(messages: T[]) => messages.slice(-AI_MESSAGES_MAX);

export interface AssistantChat {
  turns: Turn[];
  /** The kept conversation this chat continues; null for a new one (kept after its first answer). */
  conversationId: string | null;
  streaming: boolean;
  send: (question: string) => void;
  /** Aborts the answer arriving now: the server counts nothing and keeps nothing. */
  stop: () => void;
  /** Asks the last question again: a new answer replaces the last one (or a stopped or failed one). */
  regenerate: () => void;
  /** Shows a kept conversation (or a new, empty chat with null). */
  open: (conversationId: string | null, turns?: Turn[]) => void;
  markSaved: (turnId: string, noteId: string) => void;
}

/**
 * The assistant's chat: the turns on screen, the answer streaming into the
 * last one, stop, regenerate, and which kept conversation it is. A new
 * conversation's id is taken only once its first answer is done (the server
 * keeps nothing before), and `onConversationStarted` tells the screen.
 */
export function useAssistantChat({
  noteIds,
  onConversationStarted,
}: {
  /** Notes given to the model as context with every question. */
  noteIds: readonly string[];
  onConversationStarted: (conversationId: string) => void;
}): AssistantChat {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const { refresh } = useAiUsage();

  // Leaving the screen stops the answer (nothing counted).
  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: string, change: Partial<Turn>) =>
    setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, ...change } : turn)));

  const ask = useCallback(
    async (turn: Turn, earlier: Turn[], regenerate: boolean) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      let startedId: string | undefined;
      try {
        const answer = await aiApi.chat(
          {
            messages: lastMessages(historyFor(earlier, turn.question)),
            ...(noteIds.length > 0 && { noteIds: [...noteIds] }),
            ...(conversationId && { conversationId }),
            ...(regenerate && { regenerate: true }),
          },
          {
            signal: abort.signal,
            onStart: (event) => (startedId = event.conversationId),
            onDelta: (_piece, soFar) => update(turn.id, { answer: soFar }),
          },
        );
        update(turn.id, { answer, status: 'done' });
        if (!conversationId && startedId) {
          setConversationId(startedId);
          onConversationStarted(startedId);
        }
        void queryClient.invalidateQueries({ queryKey: aiKeys.conversations() });
        void refresh();
      } catch (error) {
        if (isAbort(error)) {
          update(turn.id, { status: 'stopped' });
          setTimeout(() => void refresh(), REFUND_SETTLE_MS);
          return;
        }
        const failure =
          error instanceof ApiError
            ? error
            : new ApiError(
                0,
                'AI_UNAVAILABLE',
                'The answer did not arrive. Check your connection and try again.',
              );
        update(turn.id, { status: 'failed', error: failure });
        void refresh();
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setStreaming(false);
        }
      }
    },
    [conversationId, noteIds, onConversationStarted, queryClient, refresh],
  );

  const send = useCallback(
    (question: string) => {
      const turn: Turn = { id: newTurnId(), question, answer: '', status: 'streaming' };
      setTurns((current) => [...current, turn]);
      void ask(turn, turns, false);
    },
    [ask, turns],
  );

  const regenerate = useCallback(() => {
    const last = turns.at(-1);
    if (!last || streaming) return;
    const again: Turn = {
      ...last,
      answer: '',
      status: 'streaming',
      error: undefined,
      savedNoteId: undefined,
    };
    setTurns((current) => [...current.slice(0, -1), again]);
    // Only a kept answer is replaced on the server; a stopped or failed one was never kept.
    void ask(again, turns.slice(0, -1), last.status === 'done' && conversationId !== null);
  }, [ask, conversationId, streaming, turns]);

  const stop = useCallback(() => controller.current?.abort(), []);

  const open = useCallback((id: string | null, opened: Turn[] = []) => {
    controller.current?.abort();
    setConversationId(id);
    setTurns(opened);
  }, []);

  const markSaved = useCallback(
    (turnId: string, noteId: string) => update(turnId, { savedNoteId: noteId }),
    [],
  );

  return { turns, conversationId, streaming, send, stop, regenerate, open, markSaved };
}
