import { FileDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { AiOutOfUses } from '@app/ai/AiOutOfUses';
import { Button } from '@app/components/ui/Button';
import type { AssistantChat } from '../useAssistantChat';
import { useAnswerActions } from '../useAnswerActions';
import { AssistantEmpty } from './AssistantEmpty';
import { ChatMessages } from './ChatMessages';
import { Composer } from './Composer';
import { ContextNotesPicker, type ContextNote } from './ContextNotesPicker';

export interface ChatPaneProps {
  chat: AssistantChat;
  contextNotes: ContextNote[];
  onContextNotesChange: (notes: ContextNote[]) => void;
  /** False when the day's free uses are spent: the box gives way to the out-of-uses state. */
  canUse: boolean;
  /** A kept conversation is loading. */
  loading: boolean;
}

/** The chat itself: the messages (or the examples), the actions on answers, and the box. */
export function ChatPane({
  chat,
  contextNotes,
  onContextNotesChange,
  canUse,
  loading,
}: ChatPaneProps) {
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const actions = useAnswerActions({ markSaved: chat.markSaved });
  const hasAnswers = chat.turns.some((turn) => turn.status === 'done');

  function send() {
    const question = draft.trim();
    if (!question) return;
    chat.send(question);
    setDraft('');
    textareaRef.current?.focus();
  }

  return (
    <div className="grid min-w-0 content-start gap-4">
      {loading ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          Opening the conversation…
        </p>
      ) : chat.turns.length === 0 ? (
        <AssistantEmpty
          onPick={(request) => {
            setDraft(request);
            textareaRef.current?.focus();
          }}
        />
      ) : (
        <ChatMessages
          turns={chat.turns}
          streaming={chat.streaming}
          busy={actions.busy}
          shared={actions.shared}
          onCopy={(turn) => void actions.copy(turn)}
          onSave={(turn) => void actions.saveAsNote(turn)}
          onShare={(turn) => void actions.share(turn)}
          onRegenerate={chat.regenerate}
        />
      )}
      {hasAnswers && !chat.streaming && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => void actions.saveChat(chat.turns)}>
            <FileDown aria-hidden />
            Save the whole chat as a note
          </Button>
        </div>
      )}
      {canUse || chat.streaming ? (
        <div className="sticky bottom-0 bg-background pb-2">
          <Composer
            value={draft}
            onChange={setDraft}
            onSend={send}
            onStop={chat.stop}
            streaming={chat.streaming}
            textareaRef={textareaRef}
            tools={<ContextNotesPicker notes={contextNotes} onChange={onContextNotesChange} />}
          />
        </div>
      ) : (
        <AiOutOfUses />
      )}
    </div>
  );
}
