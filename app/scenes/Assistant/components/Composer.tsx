import { AI_MESSAGE_MAX } from '@common/schemas/ai';
import { Send, Square } from 'lucide-react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Button } from '@app/components/ui/Button';

export const COMPOSER_ID = 'assistant-message';

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The context notes control, shown beside Send. */
  tools?: ReactNode;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; while an
 * answer arrives, Send becomes Stop.
 */
export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  streaming,
  textareaRef,
  tools,
}: ComposerProps) {
  const canSend = value.trim() !== '' && !streaming;

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes (Japanese, Chinese) picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form
      className="grid gap-2 rounded-xl border border-border bg-card p-2 shadow-sm focus-within:border-ring"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={COMPOSER_ID} className="sr-only">
        Message the assistant
      </label>
      <textarea
        id={COMPOSER_ID}
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        rows={2}
        maxLength={AI_MESSAGE_MAX}
        placeholder="Ask for a study guide, a plan, a summary…"
        aria-describedby="assistant-message-hint"
        className="max-h-60 min-h-12 w-full resize-y bg-transparent px-2 py-1.5 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
      />
      <div className="flex flex-wrap items-center gap-2">
        {tools}
        <p
          id="assistant-message-hint"
          className="ml-auto text-xs text-muted-foreground max-sm:sr-only"
        >
          Enter sends, Shift+Enter starts a new line
        </p>
        {streaming ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="max-sm:ml-auto"
            onClick={onStop}
          >
            <Square aria-hidden />
            Stop
          </Button>
        ) : (
          <Button type="submit" size="sm" className="max-sm:ml-auto" disabled={!canSend}>
            <Send aria-hidden />
            Send
          </Button>
        )}
      </div>
    </form>
  );
}
