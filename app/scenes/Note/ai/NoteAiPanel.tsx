import type { NoteAiAction } from '@common/schemas/ai';
import { Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { AiNotSetUp } from '@app/ai/AiNotSetUp';
import { AiOutOfUses } from '@app/ai/AiOutOfUses';
import { useAiAvailability } from '@app/ai/useAiAvailability';
import { AiActionMenu } from './AiActionMenu';
import { AiAnswerPreview, type AnswerChoice } from './AiAnswerPreview';
import type { NoteAiRun } from './aiScope';
import { actionInfo } from './noteAiActions';
import type { NoteAiView } from './useNoteAiSession';

export interface NoteAiPanelProps {
  view: Exclude<NoteAiView, { stage: 'closed' }>;
  noteTags: string[];
  onStart: (run: NoteAiRun) => void;
  onStop: () => void;
  onAccept: (choice: AnswerChoice) => void;
  /** Closes the panel (Discard, the close button, Escape); the note stays as it is. */
  onClose: () => void;
}

function Body(props: NoteAiPanelProps) {
  const { view, noteTags, onStart, onStop, onAccept, onClose } = props;
  const availability = useAiAvailability();
  if (view.stage === 'answer')
    return (
      <AiAnswerPreview
        view={view}
        noteTags={noteTags}
        onAccept={onAccept}
        onRetry={(options) => onStart({ ...view.run, ...options })}
        onStop={onStop}
        onDiscard={onClose}
      />
    );
  if (availability.state === 'loading')
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking what AI can do here…
      </p>
    );
  if (availability.state === 'not-set-up')
    return <AiNotSetUp compact status={availability.status} />;
  if (availability.state === 'out-of-uses') return <AiOutOfUses compact />;
  return (
    <AiActionMenu
      scope={view.scope}
      translate={view.translate}
      onChoose={(action: NoteAiAction, language?: string) =>
        onStart({ action, scope: view.scope, language })
      }
    />
  );
}

/**
 * The AI panel of the note screen: docked at the bottom of the window (a
 * sheet on phones, a card on wider screens) so the note stays in view above
 * it. Not modal: the note can be read and scrolled while an answer comes.
 */
export default function NoteAiPanel(props: NoteAiPanelProps) {
  const { view, onClose } = props;
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heading = view.stage === 'answer' ? `AI: ${actionInfo(view.run.action).label}` : 'AI';

  // Focus comes into the panel when it opens, so the keyboard can reach it.
  useEffect(() => {
    if (view.stage === 'answer') headingRef.current?.focus();
  }, [view.stage]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto rounded-t-2xl border border-border bg-card p-4 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-1/2 sm:w-[min(40rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:rounded-2xl"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold outline-none"
        >
          <Sparkles className="size-4 text-primary" aria-hidden />
          {heading}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label="Close the AI panel"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <Body {...props} />
    </section>
  );
}
