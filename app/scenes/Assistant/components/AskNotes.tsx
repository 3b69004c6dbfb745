import { AI_QUESTION_MAX, type AskResponse } from '@common/schemas/ai';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { aiApi } from '@app/ai/aiApi';
import { AiOutOfUses } from '@app/ai/AiOutOfUses';
import { Markdown } from '@app/ai/Markdown';
import { useAiUsage } from '@app/billing/AiUsageProvider';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { ApiError } from '@app/lib/apiClient';
import { linkCitations } from '../citations';

type AskState =
  | { phase: 'idle' }
  | { phase: 'asking'; question: string }
  | { phase: 'answered'; question: string; response: AskResponse }
  | { phase: 'failed'; question: string; error: ApiError };

const asApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError(
        0,
        'AI_UNAVAILABLE',
        'The answer did not arrive. Check your connection and try again.',
      );

/**
 * "Ask your notes": a question answered only from the user's notes, with
 * numbered citations that open the notes; when the notes do not hold the
 * answer, it says so instead of guessing.
 */
export function AskNotes({ canUse }: { canUse: boolean }) {
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<AskState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { refresh } = useAiUsage();
  useEffect(() => () => controller.current?.abort(), []);

  async function ask(text: string) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'asking', question: text });
    try {
      const response = await aiApi.ask({ question: text }, abort.signal);
      setState({ phase: 'answered', question: text, response });
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ phase: 'failed', question: text, error: asApiError(error) });
    }
    void refresh();
  }

  return (
    <section aria-labelledby="ask-notes-title" className="grid gap-4">
      <div>
        <h2 id="ask-notes-title" className="text-lg font-semibold">
          Ask your notes
        </h2>
        <p className="text-sm text-muted-foreground">
          Answers come only from your own notes, with the notes they used.
        </p>
      </div>
      {canUse ? (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            const text = question.trim();
            if (text && state.phase !== 'asking') void ask(text);
          }}
        >
          <label htmlFor="ask-notes-question" className="sr-only">
            Your question
          </label>
          <Input
            id="ask-notes-question"
            value={question}
            maxLength={AI_QUESTION_MAX}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="What did I decide about the launch date?"
          />
          <Button type="submit" disabled={question.trim() === '' || state.phase === 'asking'}>
            {state.phase === 'asking' ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Search aria-hidden />
            )}
            Ask
          </Button>
        </form>
      ) : (
        // Spent: the out-of-uses state instead of the box (a refused question already shows it).
        state.phase !== 'failed' && <AiOutOfUses />
      )}
      <div aria-live="polite" aria-busy={state.phase === 'asking'}>
        <AskResult state={state} onRetry={(text) => void ask(text)} />
      </div>
    </section>
  );
}

function AskResult({ state, onRetry }: { state: AskState; onRetry: (question: string) => void }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'asking')
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Reading your notes…
      </p>
    );
  if (state.phase === 'failed') {
    if (state.error.code === 'AI_LIMIT_REACHED')
      return <AiOutOfUses compact message={state.error.message} />;
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p className="text-destructive">{state.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => onRetry(state.question)}>
          Try again
        </Button>
      </div>
    );
  }
  const { response } = state;
  return (
    <article
      aria-label="Answer from your notes"
      className="grid gap-4 rounded-2xl border border-border bg-card px-4 py-3"
    >
      {response.found ? (
        <Markdown>{linkCitations(response.answer, response.citations)}</Markdown>
      ) : (
        // The server's own words for "not in your notes", shown plainly, not as an answer.
        <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium">{response.answer}</p>
      )}
      {response.citations.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Sources</h3>
          <ol className="mt-2 grid gap-2 text-sm">
            {response.citations.map((citation, index) => (
              <li key={`${citation.noteId}-${index}`} className="flex min-w-0 gap-2">
                <span className="font-mono text-muted-foreground">[{index + 1}]</span>
                <div className="min-w-0">
                  <Link
                    to={`/note/${citation.noteId}`}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    {citation.title.trim() || 'Untitled'}
                  </Link>
                  <p className="line-clamp-2 break-words text-muted-foreground">
                    {citation.snippet}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}
