import type {
  Checkin,
  CheckinList,
  CreateHabit,
  Habit,
  PutCheckin,
  UpdateHabit,
} from '@common/schemas/habits';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { habitsApi } from '@app/habits/habitsApi';
import { sendOrQueue } from '@app/offline/offlineSync';
import {
  useRefreshingWrite,
  writesStillSending,
  type MutationCallbacks,
} from './mutationCallbacks';
import { habitKeys, journalKeys } from './queryKeys';

/** The habits in use (not archived), oldest first as the server lists them. */
export function useHabitsQuery() {
  return useQuery({
    queryKey: habitKeys.list({ archived: false }),
    queryFn: async () => (await habitsApi.list()).habits.filter((habit) => !habit.archived),
  });
}

/** Archived habits, read only once the archive is opened. */
export function useArchivedHabitsQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: habitKeys.list({ archived: true }),
    queryFn: async () =>
      (await habitsApi.list({ archived: true })).habits.filter((habit) => habit.archived),
    enabled,
  });
}

/** One habit's check-ins from `from` to `to` and its strength at the end of each day. */
export function useHabitCheckinsQuery(
  id: string,
  from: string,
  to: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: habitKeys.checkinRange(id, from, to),
    queryFn: () => habitsApi.checkins(id, from, to),
    enabled,
  });
}

export function useCreateHabitMutation(callbacks: MutationCallbacks<Habit, CreateHabit> = {}) {
  return useRefreshingWrite(
    habitKeys.all,
    async (input: CreateHabit) => (await habitsApi.create(input)).habit,
    callbacks,
  );
}

export interface HabitPatch {
  id: string;
  patch: UpdateHabit;
}

/** Edits, pauses, resumes, archives or brings back a habit. */
export function useUpdateHabitMutation(callbacks: MutationCallbacks<Habit, HabitPatch> = {}) {
  return useRefreshingWrite(
    habitKeys.all,
    async ({ id, patch }: HabitPatch) => (await habitsApi.update(id, patch)).habit,
    callbacks,
  );
}

/** Deletes a habit with all its check-ins. */
export function useDeleteHabitMutation(callbacks: MutationCallbacks<Habit, Habit> = {}) {
  return useRefreshingWrite(
    habitKeys.all,
    async (habit: Habit) => {
      await habitsApi.remove(habit.id);
      return habit;
    },
    callbacks,
  );
}

export interface CheckinInput extends PutCheckin {
  habitId: string;
  date: string;
  /** The user's today: a check-in for it also changes the habit's `today`. */
  today: string;
}

const checkinMutationKey = [...habitKeys.all, 'checkin'] as const;

/**
 * Sets one day's check-in. The caches change before the server answers, so a
 * tap shows at once; a failure puts back what was there. The server's answer
 * then brings the habit's new strength and streaks.
 */
export function useCheckinMutation(
  callbacks: {
    /** The server's habit, or null while the check-in waits in the outbox (offline). */
    onSuccess?: (habit: Habit | null, input: CheckinInput) => void;
    onError?: (error: Error, input: CheckinInput) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkinMutationKey,
    // One at a time, in the order tapped (each still shows at once): sent side by side, "skip"
    // then "done" could reach the server the other way round, and the day end as the first tap.
    scope: { id: 'habit-checkins' },
    // Offline the check-in joins the outbox (it is idempotent: the day's state is set, not toggled).
    networkMode: 'always',
    mutationFn: async ({ habitId, date, today: _today, ...body }: CheckinInput) => {
      const name = queryClient
        .getQueriesData<Habit[]>({ queryKey: habitKeys.lists() })
        .flatMap(([, habits]) => habits ?? [])
        .find((habit) => habit.id === habitId)?.name;
      const outcome = await sendOrQueue<{ checkin: Checkin | null; habit: Habit }>({
        method: 'PUT',
        path: `/api/habits/${encodeURIComponent(habitId)}/checkins/${encodeURIComponent(date)}`,
        body,
        kind: 'habit-checkin',
        label: `A check-in of “${name ?? 'a habit'}” on ${date}`,
      });
      return outcome.queued ? null : outcome.data;
    },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: habitKeys.all });
      const before = queryClient.getQueriesData({ queryKey: habitKeys.all });
      showCheckin(queryClient, input);
      return { before };
    },
    onError: (error, input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      showTapsStillSending(queryClient, input);
      callbacks.onError?.(error, input);
    },
    onSuccess: (answer, input) => {
      // Waiting in the outbox: the change shown stays until the replay's refresh.
      if (!answer) {
        callbacks.onSuccess?.(null, input);
        return;
      }
      const { checkin, habit } = answer;
      patchHabitInLists(queryClient, habit.id, () => habit);
      patchCheckinRanges(queryClient, habit.id, input.date, () => checkin);
      // The answer is the day as this tap left it: a later tap, still on its way, stays shown.
      showTapsStillSending(queryClient, input);
      callbacks.onSuccess?.(habit, input);
    },
    onSettled: (answer, _error, input) => {
      if (answer === null) return;
      // Another tap still on its way would be overwritten by a read started now.
      if (queryClient.isMutating({ mutationKey: checkinMutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: habitKeys.all });
      void queryClient.invalidateQueries({ queryKey: journalKeys.dayCheckins(input.date) });
      void queryClient.invalidateQueries({ queryKey: journalKeys.moodInsights() });
    },
  });
}

/** A check-in as it will be once saved: the habit's `today` and every cached range holding the day. */
function showCheckin(queryClient: QueryClient, input: CheckinInput): void {
  if (input.date === input.today) {
    patchHabitInLists(queryClient, input.habitId, (habit) => ({
      ...habit,
      today: input.status === 'none' ? null : input.status,
    }));
  }
  patchCheckinRanges(queryClient, input.habitId, input.date, (previous) =>
    input.status === 'none'
      ? null
      : {
          date: input.date,
          status: input.status,
          note: input.note === undefined ? (previous?.note ?? null) : input.note,
          amount: input.amount === undefined ? (previous?.amount ?? null) : input.amount,
        },
  );
}

/**
 * Shows again the check-ins tapped after `answered` and not yet saved: without this a quick
 * "skip" then "done" showed "done", then "skip" again when the skip's answer came, and a tap on
 * what was shown then undid the day.
 */
function showTapsStillSending(queryClient: QueryClient, answered: CheckinInput): void {
  for (const input of writesStillSending(queryClient, checkinMutationKey, answered))
    showCheckin(queryClient, input);
}

function patchHabitInLists(
  queryClient: QueryClient,
  id: string,
  change: (habit: Habit) => Habit,
): void {
  queryClient.setQueriesData<Habit[]>({ queryKey: habitKeys.lists() }, (habits) =>
    habits?.map((habit) => (habit.id === id ? change(habit) : habit)),
  );
}

/** Puts a day's check-in (or its absence) into every cached range of the habit that holds the day. */
function patchCheckinRanges(
  queryClient: QueryClient,
  id: string,
  date: string,
  change: (previous: Checkin | undefined) => Checkin | null,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: habitKeys.checkins(id) })) {
    const [, , , from, to] = query.queryKey as ReturnType<typeof habitKeys.checkinRange>;
    if (date < from || date > to) continue;
    queryClient.setQueryData<CheckinList>(query.queryKey, (list) => {
      if (!list) return list;
      const others = list.checkins.filter((checkin) => checkin.date !== date);
      const next = change(list.checkins.find((checkin) => checkin.date === date));
      const checkins = next
        ? [...others, next].sort((a, b) => a.date.localeCompare(b.date))
        : others;
      return { ...list, checkins };
    });
  }
}
