import { answerToNote } from '@common/ai/answerToNote';
import type { Share } from '@common/schemas/shares';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { notesApi } from '@app/notes/notesApi';
import { sharesApi } from '@app/notes/sharesApi';
import { noteKeys } from '@app/queries/queryKeys';
import { chatToMarkdown, type Turn } from './chatTurns';

/** Copies text; false when the browser refused (no permission, not focused). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const failure = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

/** A share link made from an answer, to show under it. */
export interface SharedAnswer {
  turnId: string;
  share: Share;
  copied: boolean;
}

/**
 * What can be done with an answer: copy it as Markdown, save it as a note
 * (and open it), share it (saved first if need be, then a link made and
 * copied), and save the whole chat as one note. A saved answer is saved
 * once: Share after Save (or Save after Share) uses the same note.
 */
export function useAnswerActions({
  markSaved,
}: {
  markSaved: (turnId: string, noteId: string) => void;
}) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ turnId: string; action: 'save' | 'share' } | null>(null);
  const [shared, setShared] = useState<SharedAnswer | null>(null);

  const saveNote = useCallback(
    async (turn: Turn): Promise<string> => {
      if (turn.savedNoteId) return turn.savedNoteId;
      const { note } = await notesApi.create(answerToNote(turn.answer, 'AI answer'));
      markSaved(turn.id, note.id);
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
      return note.id;
    },
    [markSaved, queryClient],
  );

  const copy = useCallback(
    async (turn: Turn) => {
      const copied = await copyText(turn.answer);
      toast(
        copied
          ? { title: 'Answer copied as Markdown', variant: 'success' }
          : {
              title: 'Could not copy the answer',
              description: 'The browser did not allow it. Select the text and copy it yourself.',
              variant: 'destructive',
            },
      );
    },
    [toast],
  );

  const saveAsNote = useCallback(
    async (turn: Turn) => {
      setBusy({ turnId: turn.id, action: 'save' });
      try {
        const noteId = await saveNote(turn);
        await navigate(`/note/${noteId}`);
      } catch (error) {
        toast({
          title: 'The note was not saved',
          description: failure(error),
          variant: 'destructive',
        });
      } finally {
        setBusy(null);
      }
    },
    [navigate, saveNote, toast],
  );

  const share = useCallback(
    async (turn: Turn) => {
      setBusy({ turnId: turn.id, action: 'share' });
      try {
        const noteId = await saveNote(turn);
        const { share: link } = await sharesApi.create(noteId, {});
        const copied = await copyText(link.url);
        setShared({ turnId: turn.id, share: link, copied });
        toast(
          copied
            ? {
                title: 'Share link copied',
                description: <span className="break-all">{link.url}</span>,
                variant: 'success',
              }
            : {
                title: 'Share link made',
                description: (
                  <>
                    Copy it from below the answer: <span className="break-all">{link.url}</span>
                  </>
                ),
              },
        );
      } catch (error) {
        toast({
          title: 'The answer was not shared',
          description: failure(error),
          variant: 'destructive',
        });
      } finally {
        setBusy(null);
      }
    },
    [saveNote, toast],
  );

  const saveChat = useCallback(
    async (turns: readonly Turn[]) => {
      const first = turns.find((turn) => turn.status === 'done');
      if (!first) return;
      try {
        const { note } = await notesApi.create({
          title: `Chat: ${answerToNote(first.question, 'Chat with the assistant').title}`,
          markdown: chatToMarkdown(turns),
        });
        void queryClient.invalidateQueries({ queryKey: noteKeys.all });
        await navigate(`/note/${note.id}`);
      } catch (error) {
        toast({
          title: 'The chat was not saved',
          description: failure(error),
          variant: 'destructive',
        });
      }
    },
    [navigate, queryClient, toast],
  );

  return { copy, saveAsNote, share, saveChat, busy, shared, clearShared: () => setShared(null) };
}
