import type { JournalEntry, PutJournalEntry } from '@common/schemas/journal';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@app/components/toast/ToastProvider';
import { dayInWords } from '@app/journal/dayWords';
import { journalApi } from '@app/journal/journalApi';
import {
  useDayCheckinsQuery,
  useJournalEntryQuery,
  useJournalPromptQuery,
  usePutJournalEntry,
} from '@app/queries/journalQueries';
import { journalKeys } from '@app/queries/queryKeys';
import { DayCheckins } from './DayCheckins';
import { EntryBody } from './EntryBody';
import { GratitudeFields } from './GratitudeFields';
import { MoodPicker } from './MoodPicker';
import { PromptCard } from './PromptCard';

/**
 * A day's entry, open for writing: prompt, mood, gratitude and the body. The
 * entry is created by the first thing written (a mood, a gratitude line, the
 * first key in the body); the body then opens in the note editor.
 */
export function DayView({ date, today }: { date: string; today: string }) {
  const entryQuery = useJournalEntryQuery(date);
  // Asked now, beside the entry, rather than when the check-ins' section mounts after it.
  useDayCheckinsQuery(date);
  const entry = entryQuery.data;
  const put = usePutJournalEntry(date);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [skip, setSkip] = useState(0);
  const [focusWith, setFocusWith] = useState<string | null>(null);
  const creating = useRef<Promise<JournalEntry | null> | null>(null);
  const promptQuery = useJournalPromptQuery(date, skip, entry === null || skip > 0);
  const prompt = skip === 0 && entry ? entry.prompt : promptQuery.data;

  /** Saves a change (creating the entry); a failure is told in a toast and gives null. */
  function save(input: PutJournalEntry): Promise<JournalEntry | null> {
    // The first write carries the prompt shown, so the entry keeps it.
    const withPrompt = !entry && prompt ? { prompt, ...input } : input;
    return put.mutateAsync(withPrompt).catch((error: unknown) => {
      toast({
        title: 'Not saved',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
      return null;
    });
  }

  function startBody(typed: string) {
    if (creating.current) return;
    creating.current = save({});
    void creating.current.then((created) => {
      if (created) setFocusWith(typed);
      else creating.current = null;
    });
  }

  async function anotherPrompt() {
    const next = skip + 1;
    setSkip(next);
    if (!entry) return;
    // The entry keeps the prompt it was written to: save the new one with it.
    const nextPrompt = await queryClient
      .fetchQuery({
        queryKey: journalKeys.prompt(date, next),
        queryFn: async () => (await journalApi.prompt(date, next)).prompt,
        staleTime: Infinity,
      })
      .catch(() => null);
    if (nextPrompt) await save({ prompt: nextPrompt });
  }

  if (entryQuery.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        This day could not be loaded: {entryQuery.error.message}
      </p>
    );
  }
  if (entry === undefined) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Opening {dayInWords(date)}…
      </p>
    );
  }

  const past = date < today;
  // The tapped mood shows at once, before the server has it.
  const pendingMood = put.isPending ? put.variables.mood : undefined;
  const shownMood = pendingMood !== undefined ? pendingMood : (entry?.mood ?? null);
  return (
    <article aria-labelledby="journal-day-title" className="grid min-w-0 content-start gap-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="journal-day-title" className="text-xl font-semibold">
            {date === today ? 'Today' : dayInWords(date)}
          </h2>
          {date === today && (
            <span className="text-sm text-muted-foreground">{dayInWords(date)}</span>
          )}
          {entry?.writtenLate && (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
              Written later
            </span>
          )}
        </div>
        {entry && (
          <Link
            to={`/note/${encodeURIComponent(entry.noteId)}`}
            className="flex items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            Open as note
          </Link>
        )}
      </header>
      {past && !entry && (
        <p className="text-sm text-muted-foreground">
          Writing for a past day: the entry is marked as written later.
        </p>
      )}
      <PromptCard
        prompt={prompt}
        loading={promptQuery.isFetching && !prompt}
        onAnother={() => void anotherPrompt()}
      />
      <MoodPicker mood={shownMood} onChange={(mood) => void save({ mood })} />
      <GratitudeFields
        saved={entry?.gratitude ?? []}
        onSave={(gratitude) => void save({ gratitude })}
      />
      <EntryBody entry={entry} onStart={startBody} starting={put.isPending} focusWith={focusWith} />
      <DayCheckins date={date} />
    </article>
  );
}
