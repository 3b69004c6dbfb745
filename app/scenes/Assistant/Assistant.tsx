import { PRODUCT_NAME } from '@common/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AiNotSetUp } from '@app/ai/AiNotSetUp';
import { preloadMarkdown } from '@app/ai/Markdown';
import { useAiAvailability } from '@app/ai/useAiAvailability';
import { useToast } from '@app/components/toast/ToastProvider';
import { cn } from '@app/lib/cn';
import { useConversationQuery } from '@app/queries/aiQueries';
import { ASSISTANT_HEADING_ID } from './assistantIds';
import { turnsFromMessages } from './chatTurns';
import { AskNotes } from './components/AskNotes';
import { ChatPane } from './components/ChatPane';
import type { ContextNote } from './components/ContextNotesPicker';
import { ConversationList } from './components/ConversationList';
import { UsageLine } from './components/UsageLine';
import { useAssistantChat } from './useAssistantChat';

export function meta() {
  return [{ title: `AI assistant — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

const modes = [
  { mode: 'chat', label: 'Chat', search: '' },
  { mode: 'ask', label: 'Ask your notes', search: '?mode=ask' },
] as const;

/**
 * The AI assistant: a chat whose answers become notes and share links
 * (`?c=<id>` a kept conversation), and "Ask your notes" (`?mode=ask`).
 * Without AI on the server it says so; out of uses, it says how to get more.
 */
export default function Assistant() {
  const availability = useAiAvailability();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode') === 'ask' ? 'ask' : 'chat';
  useEffect(preloadMarkdown, []);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id={ASSISTANT_HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
            AI assistant
          </h1>
          {availability.state !== 'not-set-up' && <UsageLine />}
        </div>
        {availability.state !== 'not-set-up' && (
          <nav aria-label="Assistant mode" className="flex gap-1 rounded-lg bg-muted p-1">
            {modes.map((item) => (
              <Link
                key={item.mode}
                to={{ search: item.search }}
                aria-current={item.mode === mode ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium',
                  item.mode === mode
                    ? 'bg-background shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            ))}
          </nav>
        )}
      </header>
      {availability.state === 'loading' ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          Loading the assistant…
        </p>
      ) : availability.state === 'not-set-up' ? (
        <AiNotSetUp status={availability.status} />
      ) : mode === 'ask' ? (
        // Ask finds passages by meaning: it needs the embedding model as well.
        availability.status?.embeddings === false ? (
          <AiNotSetUp status={availability.status} capability="embeddings" />
        ) : (
          <AskNotes canUse={availability.state !== 'out-of-uses'} />
        )
      ) : (
        <AssistantChatScreen canUse={availability.state !== 'out-of-uses'} />
      )}
    </div>
  );
}

/** The chat and its kept conversations, the open one named in the address (`?c=`). */
function AssistantChatScreen({ canUse }: { canUse: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [contextNotes, setContextNotes] = useState<ContextNote[]>([]);
  const { toast } = useToast();
  const openId = searchParams.get('c');
  const noteIds = useMemo(() => contextNotes.map((note) => note.id), [contextNotes]);

  const showConversation = useCallback(
    (id: string | null) => setSearchParams(id ? { c: id } : {}, { replace: false }),
    [setSearchParams],
  );
  const chat = useAssistantChat({
    noteIds,
    // The address follows a new conversation without reloading it (the chat has it already).
    onConversationStarted: (id) => setSearchParams({ c: id }, { replace: true }),
  });

  // Opening another conversation (the list, back and forward) reads it from the server. A new
  // conversation's id reaches the chat before the address (navigation renders in a transition).
  const wanted = openId !== null && openId !== chat.conversationId ? openId : null;
  const conversation = useConversationQuery(wanted);
  const { open } = chat;
  // The address lost its conversation (back to /assistant): a new chat. Only a change of the
  // address counts; the chat taking a new conversation's id first must not clear it.
  const shownId = useRef(openId);
  useEffect(() => {
    if (openId === shownId.current) return;
    shownId.current = openId;
    if (openId === null) open(null);
  }, [openId, open]);
  useEffect(() => {
    if (wanted && conversation.data?.id === wanted)
      open(wanted, turnsFromMessages(conversation.data.messages));
  }, [wanted, conversation.data, open]);
  useEffect(() => {
    if (!wanted || !conversation.isError) return;
    toast({
      title: 'That conversation could not be opened',
      description: conversation.error.message,
      variant: 'destructive',
    });
    setSearchParams({}, { replace: true });
  }, [wanted, conversation.isError, conversation.error, toast, setSearchParams]);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <ConversationList
        currentId={chat.conversationId}
        onOpen={showConversation}
        onNew={() => {
          if (openId === null) open(null);
          showConversation(null);
        }}
        onDeletedCurrent={() => {
          open(null);
          showConversation(null);
        }}
      />
      <ChatPane
        chat={chat}
        contextNotes={contextNotes}
        onContextNotesChange={setContextNotes}
        canUse={canUse}
        loading={wanted !== null && !conversation.isError}
      />
    </div>
  );
}
