import { useEffect, useId, useRef, useState } from 'react';
import { Markdown } from '@app/ai/Markdown';
import { AiNotSetUp } from '@app/ai/AiNotSetUp';
import { AiOutOfUses, isOutOfUses } from '@app/ai/AiOutOfUses';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { ApiError } from '@app/lib/apiClient';
import { cn } from '@app/lib/cn';
import { targetOf } from './aiScope';
import { actionInfo, cleanTitle } from './noteAiActions';
import type { NoteAiView } from './useNoteAiSession';

type AnswerView = Extract<NoteAiView, { stage: 'answer' }>;

/** What Accept will do, said next to it. */
function acceptWords(view: AnswerView): string {
  const { use } = actionInfo(view.run.action);
  if (use === 'title') return 'Accept sets the note’s title.';
  if (use === 'tags') return 'Accept adds the chosen tags.';
  const target = targetOf(view.run);
  if (target.kind === 'replace') return 'Accept replaces the selected text.';
  if (target.kind === 'whole') return 'Accept replaces the whole note.';
  if (target.kind === 'end') return 'Accept adds it at the end of the note.';
  return view.run.scope.kind === 'selection'
    ? 'Accept adds it below the selection.'
    : 'Accept adds it where the caret was.';
}

function statusWords(view: AnswerView): string {
  if (view.status === 'streaming') return 'Writing…';
  if (view.status === 'stopped') return 'Stopped. Nothing was counted.';
  if (view.status === 'failed') return 'No answer.';
  return 'Answer ready.';
}

/** Why there is no answer: AI off, the day's uses spent, or the model's failure. */
function Failure({ error }: { error: Error }) {
  if (isOutOfUses(error)) return <AiOutOfUses compact message={error.message} />;
  if (error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED')
    return <AiNotSetUp compact />;
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive"
    >
      {error.message}
    </p>
  );
}

export interface AnswerChoice {
  /** The title as it stands in the field (the tags action: unused). */
  title: string;
  /** The picked tags (the tags action). */
  tags: string[];
}

interface AiAnswerPreviewProps {
  view: AnswerView;
  /** The note's tags now, left out of the suggestions. */
  noteTags: string[];
  onAccept: (choice: AnswerChoice) => void;
  onRetry: (options?: { newTags: boolean }) => void;
  onStop: () => void;
  onDiscard: () => void;
}

/**
 * The answer as it arrives (formatted Markdown), or the proposed title, or the
 * tags to pick; Accept once it is whole, Try again, Discard, and Stop while it
 * is still coming.
 */
export function AiAnswerPreview(props: AiAnswerPreviewProps) {
  const { view, noteTags, onAccept, onRetry, onStop, onDiscard } = props;
  const { use } = actionInfo(view.run.action);
  const answerRef = useRef<HTMLDivElement>(null);
  const switchId = useId();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const known = new Set(noteTags.map((name) => name.toLowerCase()));
  const suggestions = view.tags.filter((name) => !known.has(name.toLowerCase()));
  const done = view.status === 'done';

  // A new answer: its title in the field, every suggested tag picked.
  const answerKey = `${view.status}:${view.text}:${view.tags.join(',')}`;
  const [shownKey, setShownKey] = useState('');
  if (done && shownKey !== answerKey) {
    setShownKey(answerKey);
    setTitle(cleanTitle(view.text));
    setPicked(suggestions);
  }

  // Follow the answer down as it streams.
  useEffect(() => {
    const box = answerRef.current;
    if (box && view.status === 'streaming') box.scrollTop = box.scrollHeight;
  }, [view.text, view.status]);

  const canAccept =
    done &&
    (use === 'title'
      ? title.trim() !== ''
      : use === 'tags'
        ? picked.length > 0
        : view.text.trim() !== '');

  return (
    <div className="grid min-w-0 gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {statusWords(view)}
      </p>
      {view.error && <Failure error={view.error} />}
      {use === 'title' && done && (
        <div className="grid gap-1">
          <label htmlFor={titleId} className="text-sm font-medium">
            Suggested title
          </label>
          <Input id={titleId} value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
      )}
      {use === 'tags' && done && (
        <div className="grid gap-2">
          {suggestions.length > 0 ? (
            <ul aria-label="Suggested tags" className="flex flex-wrap gap-1.5">
              {suggestions.map((name) => {
                const on = picked.includes(name);
                return (
                  <li key={name}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() =>
                        setPicked((list) =>
                          on ? list.filter((item) => item !== name) : [...list, name],
                        )
                      }
                      className={cn(
                        'rounded-full border px-3 py-1 text-sm',
                        on
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border hover:bg-muted',
                      )}
                    >
                      {name}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              None of your tags fits this note
              {view.run.newTags ? '.' : ': allow new tags to get new ones.'}
            </p>
          )}
        </div>
      )}
      {use === 'tags' && (
        <div className="flex items-center gap-2">
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={Boolean(view.run.newTags)}
            disabled={view.status === 'streaming'}
            onClick={() => onRetry({ newTags: !view.run.newTags })}
            className={cn(
              'relative h-6 w-10 shrink-0 rounded-full border border-border transition-colors disabled:opacity-60',
              view.run.newTags ? 'bg-primary' : 'bg-muted',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'absolute top-0.5 left-0.5 size-4.5 rounded-full bg-background shadow transition-transform',
                view.run.newTags && 'translate-x-4',
              )}
            />
          </button>
          <label htmlFor={switchId} className="text-sm">
            Allow new tags
          </label>
        </div>
      )}
      {use !== 'title' && use !== 'tags' && (view.text || view.status === 'streaming') && (
        <div
          ref={answerRef}
          aria-label="AI answer"
          aria-busy={view.status === 'streaming'}
          role="region"
          tabIndex={0}
          className="max-h-[40dvh] min-h-16 overflow-y-auto rounded-lg border border-border bg-background p-3 text-sm break-words"
        >
          <Markdown>{view.text || '…'}</Markdown>
        </div>
      )}
      {done && <p className="text-xs text-muted-foreground">{acceptWords(view)}</p>}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {view.status === 'streaming' ? (
          <Button variant="outline" size="sm" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onRetry()}>
            Try again
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDiscard}>
          Discard
        </Button>
        <Button size="sm" disabled={!canAccept} onClick={() => onAccept({ title, tags: picked })}>
          Accept
        </Button>
      </div>
    </div>
  );
}
