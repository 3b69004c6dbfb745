import type { JournalEntry, PatchJournalSettings, PutJournalEntry } from '@common/schemas/journal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { journalApi } from '@app/journal/journalApi';
import { ApiError } from '@app/lib/apiClient';
import { sendOrQueue } from '@app/offline/offlineSync';
import { journalKeys, noteKeys } from './queryKeys';

/** The user's streaks, mood and words per day, and "today" as the server reckons it. */
export function useJournalStatsQuery() {
  return useQuery({ queryKey: journalKeys.stats(), queryFn: journalApi.stats });
}

/** A day's entry, or null while the day has none (the server's 404). */
export function useJournalEntryQuery(date: string | undefined) {
  return useQuery({
    queryKey: journalKeys.entry(date ?? ''),
    queryFn: async (): Promise<JournalEntry | null> => {
      try {
        return (await journalApi.get(date ?? '')).entry;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: date !== undefined,
  });
}

/** The entries between two dates (a calendar month), oldest first; asked once both are known. */
export function useJournalRangeQuery(from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: journalKeys.range(from ?? '', to ?? ''),
    queryFn: async () => (await journalApi.range(from ?? '', to ?? '')).entries,
    enabled: from !== undefined && to !== undefined,
  });
}

/** Entries from the same month and day in earlier years, newest first. */
export function useOnThisDayQuery(date: string | undefined) {
  return useQuery({
    queryKey: journalKeys.onThisDay(date ?? ''),
    queryFn: async () => (await journalApi.onThisDay(date ?? '')).entries,
    enabled: date !== undefined,
  });
}

/** The day's prompt, or the `skip`-th one after it ("Another prompt"). A prompt never changes. */
export function useJournalPromptQuery(date: string, skip: number, enabled: boolean) {
  return useQuery({
    queryKey: journalKeys.prompt(date, skip),
    queryFn: async () => (await journalApi.prompt(date, skip)).prompt,
    enabled,
    staleTime: Infinity,
  });
}

export function useJournalSettingsQuery() {
  return useQuery({ queryKey: journalKeys.settings(), queryFn: journalApi.settings });
}

/** Saves journal settings; "today", streaks and calendars depend on them, so all re-read. */
export function useUpdateJournalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PatchJournalSettings) => journalApi.updateSettings(patch),
    onSuccess: (settings) => {
      queryClient.setQueryData(journalKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}

/** Entries shown while their write waits in the outbox. */
const waitingEntries = new WeakSet<JournalEntry>();

/**
 * Creates or changes a day's entry, offline too. A day without an entry
 * gets its note id here, so the entry's note can open (and be typed in)
 * before the server has it. Online, the server's entry goes into the cache
 * at once (the editor mounts on its note without another request) and the
 * calendar, streaks and the note lists (the timeline shows entries) read
 * again; offline, the entry as it will be goes into the cache and the write
 * waits in the outbox.
 */
export function usePutJournalEntry(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    // One at a time, in the order made: each write sends only what changed, so two side by side
    // (the first gratitude line, then the second) could reach the server the other way round and
    // the older list be the one kept. The second also finds the entry the first made.
    scope: { id: `journal-entry:${date}` },
    mutationFn: async (input: PutJournalEntry): Promise<JournalEntry> => {
      const before = queryClient.getQueryData<JournalEntry | null>(journalKeys.entry(date));
      const noteId = before ? undefined : (input.noteId ?? crypto.randomUUID());
      const outcome = await sendOrQueue<{ entry: JournalEntry }>({
        method: 'PUT',
        path: `/api/journal/${encodeURIComponent(date)}`,
        body: noteId ? { ...input, noteId } : input,
        kind: 'journal-entry',
        ...(noteId && { noteId }),
        label: `The journal entry of ${date}`,
      });
      if (!outcome.queued) return outcome.data.entry;
      const shown: JournalEntry = {
        noteId: before?.noteId ?? noteId ?? '',
        date,
        mood: input.mood === undefined ? (before?.mood ?? null) : input.mood,
        gratitude: input.gratitude ?? before?.gratitude ?? [],
        prompt: input.prompt ?? before?.prompt ?? '',
        writtenLate: before?.writtenLate ?? false,
        timeZone: before?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
      waitingEntries.add(shown);
      return shown;
    },
    onSuccess: (entry) => {
      queryClient.setQueryData(journalKeys.entry(date), entry);
      // Waiting in the outbox, the server has nothing new to read yet; its replay refreshes these.
      if (waitingEntries.has(entry)) return;
      void queryClient.invalidateQueries({
        queryKey: journalKeys.all,
        predicate: (query) => query.queryKey[1] !== 'entry' && query.queryKey[1] !== 'prompt',
      });
      void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
    },
  });
}

/** The habits checked in (done or skipped) on a day, shown under its entry. */
export function useDayCheckinsQuery(date: string) {
  return useQuery({
    queryKey: journalKeys.dayCheckins(date),
    queryFn: async () => (await journalApi.dayCheckins(date)).checkins,
  });
}

/** Mood on days each habit was done against days it was not. */
export function useHabitMoodInsightsQuery() {
  return useQuery({
    queryKey: journalKeys.moodInsights(),
    queryFn: async () => (await journalApi.moodInsights()).insights,
  });
}
