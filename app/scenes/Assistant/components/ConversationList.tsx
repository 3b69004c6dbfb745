import type { ConversationSummary } from '@common/schemas/ai';
import { MessageSquarePlus, PanelLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';
import { cn } from '@app/lib/cn';
import { useConversationsQuery, useDeleteConversation } from '@app/queries/aiQueries';
import { ASSISTANT_HEADING_ID } from '../assistantIds';

export interface ConversationListProps {
  currentId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  /** Called after the current conversation was deleted. */
  onDeletedCurrent: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The kept conversations, newest first: open one, delete one, start a new
 * chat. On phones the list folds behind a button so the chat has the width.
 */
export function ConversationList({
  currentId,
  onOpen,
  onNew,
  onDeletedCurrent,
}: ConversationListProps) {
  const conversations = useConversationsQuery({ enabled: true });
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState<{
    conversation: ConversationSummary;
    opener: HTMLElement;
  } | null>(null);
  const { toast } = useToast();
  const remove = useDeleteConversation({
    onSuccess: (_result, id) => {
      setDeleting(null);
      toast({ title: 'Conversation deleted' });
      if (id === currentId) onDeletedCurrent();
    },
    onError: (error) =>
      toast({
        title: 'Conversation not deleted',
        description: error.message,
        variant: 'destructive',
      }),
  });

  const list = conversations.data ?? [];
  return (
    <nav aria-label="Conversations" className="grid content-start gap-2">
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={() => {
            setExpanded(false);
            onNew();
          }}
        >
          <MessageSquarePlus aria-hidden />
          New chat
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={expanded}
          aria-controls="assistant-conversations"
          onClick={() => setExpanded((open) => !open)}
        >
          <PanelLeft aria-hidden />
          {expanded
            ? 'Hide conversations'
            : `Conversations${list.length > 0 ? ` (${list.length})` : ''}`}
        </Button>
      </div>
      <div id="assistant-conversations" className={cn('grid gap-1', !expanded && 'max-lg:hidden')}>
        {conversations.isPending && (
          <p className="px-2 text-sm text-muted-foreground">Loading conversations…</p>
        )}
        {conversations.isError && (
          <p className="px-2 text-sm text-destructive">The conversations could not be loaded.</p>
        )}
        {conversations.isSuccess && list.length === 0 && (
          <p className="px-2 text-sm text-muted-foreground">Your conversations are kept here.</p>
        )}
        {list.length > 0 && (
          <ul className="grid max-h-[60vh] gap-0.5 overflow-y-auto">
            {list.map((conversation) => (
              <li key={conversation.id} className="group flex min-w-0 items-center gap-1">
                <button
                  type="button"
                  onClick={() => {
                    setExpanded(false);
                    onOpen(conversation.id);
                  }}
                  aria-current={conversation.id === currentId ? 'page' : undefined}
                  className={cn(
                    'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
                    conversation.id === currentId && 'bg-muted font-medium',
                  )}
                >
                  <span className="block truncate">{conversation.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {dateFormat.format(new Date(conversation.updatedAt))}
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Delete conversation “${conversation.title}”`}
                  onClick={(event) => setDeleting({ conversation, opener: event.currentTarget })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this conversation?"
        description={`“${deleting?.conversation.title ?? ''}” and its messages are deleted for good. Notes saved from it stay.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.conversation.id)}
        opener={deleting?.opener ?? null}
        fallbackFocusId={ASSISTANT_HEADING_ID}
      />
    </nav>
  );
}
