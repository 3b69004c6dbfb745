import { Loader2 } from 'lucide-react';
import { AiOutOfUses, isOutOfUses } from '@app/ai/AiOutOfUses';
import { Markdown } from '@app/ai/Markdown';
import { Button } from '@app/components/ui/Button';
import type { Turn } from '../chatTurns';
import type { SharedAnswer } from '../useAnswerActions';
import { AnswerActions } from './AnswerActions';
import { SharedLink } from './SharedLink';

export interface ChatMessagesProps {
  turns: Turn[];
  streaming: boolean;
  busy: { turnId: string; action: 'save' | 'share' } | null;
  shared: SharedAnswer | null;
  onCopy: (turn: Turn) => void;
  onSave: (turn: Turn) => void;
  onShare: (turn: Turn) => void;
  onRegenerate: () => void;
}

/** What became of an answer that did not finish, and the way on. */
function Unfinished({
  turn,
  isLast,
  onRegenerate,
}: {
  turn: Turn;
  isLast: boolean;
  onRegenerate: () => void;
}) {
  if (turn.status === 'failed' && isOutOfUses(turn.error))
    return <AiOutOfUses compact message={turn.error.message} className="mt-3" />;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <p className={turn.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
        {turn.status === 'failed'
          ? (turn.error?.message ?? 'The answer did not arrive.')
          : 'Stopped. Nothing was counted.'}
      </p>
      {isLast && (
        <Button variant="outline" size="sm" onClick={onRegenerate}>
          Try again
        </Button>
      )}
    </div>
  );
}

/**
 * The conversation as a log. While an answer streams the log is busy, so a
 * screen reader reads the finished answer once instead of every piece.
 */
export function ChatMessages({
  turns,
  streaming,
  busy,
  shared,
  onCopy,
  onSave,
  onShare,
  onRegenerate,
}: ChatMessagesProps) {
  return (
    <div
      role="log"
      aria-live="polite"
      aria-busy={streaming}
      aria-label="Conversation"
      className="grid gap-6"
    >
      {turns.map((turn, index) => {
        const isLast = index === turns.length - 1;
        return (
          <div key={turn.id} className="grid gap-3">
            {turn.question && (
              <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-accent px-4 py-2 text-accent-foreground">
                <span className="sr-only">You: </span>
                <p className="break-words whitespace-pre-wrap">{turn.question}</p>
              </div>
            )}
            <div className="min-w-0 rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3">
              <span className="sr-only">Assistant: </span>
              {turn.answer ? (
                <Markdown>{turn.answer}</Markdown>
              ) : (
                turn.status === 'streaming' && (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                    Writing…
                  </p>
                )
              )}
              {turn.status === 'done' && (
                <AnswerActions
                  turn={turn}
                  isLast={isLast}
                  busy={busy?.turnId === turn.id ? busy.action : null}
                  onCopy={() => onCopy(turn)}
                  onSave={() => onSave(turn)}
                  onShare={() => onShare(turn)}
                  onRegenerate={onRegenerate}
                />
              )}
              {(turn.status === 'stopped' || turn.status === 'failed') && (
                <Unfinished turn={turn} isLast={isLast} onRegenerate={onRegenerate} />
              )}
              {shared?.turnId === turn.id && (
                <SharedLink share={shared.share} copied={shared.copied} />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
