import type { CheckinList, Habit } from '@common/schemas/habits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testHabit } from '@app/habits/testHabit';
import { queuedFetch } from '@app/test/queuedFetch';
import { useCheckinMutation } from './habitQueries';
import { habitKeys } from './queryKeys';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = '2026-11-24';

function cachedHabit() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const habit = testHabit();
  const list = habitKeys.list({ archived: false });
  const week = habitKeys.checkinRange(habit.id, '2026-11-18', today);
  const older = habitKeys.checkinRange(habit.id, '2026-10-01', '2026-10-31');
  queryClient.setQueryData<Habit[]>(list, [habit]);
  queryClient.setQueryData<CheckinList>(week, { checkins: [], strengthByDay: [] });
  queryClient.setQueryData<CheckinList>(older, { checkins: [], strengthByDay: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, habit, list, week, older, wrapper };
}

/** A fetch that answers only when told to. */
function heldFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => answer(response) };
}

describe('useCheckinMutation', () => {
  it('shows today’s check-in before the server answers, then takes the server’s score', async () => {
    const { queryClient, habit, list, week, older, wrapper } = cachedHabit();
    const server = heldFetch();
    const { result } = renderHook(() => useCheckinMutation(), { wrapper });

    act(() => result.current.mutate({ habitId: habit.id, date: today, today, status: 'done' }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<Habit[]>(list)?.[0]?.today).toBe('done'),
    );
    expect(queryClient.getQueryData<CheckinList>(week)?.checkins).toEqual([
      { date: today, status: 'done', note: null, amount: null },
    ]);
    // A range that does not hold the day is left alone.
    expect(queryClient.getQueryData<CheckinList>(older)?.checkins).toEqual([]);
    expect(server.fetch).toHaveBeenCalledWith(
      `/api/habits/${habit.id}/checkins/${today}`,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status: 'done' }) }),
    );

    const scored = { ...habit, today: 'done' as const, strength: 0.05, currentStreak: 1 };
    server.answer(
      Response.json({
        checkin: { date: today, status: 'done', note: null, amount: null },
        habit: scored,
      }),
    );
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Habit[]>(list)?.[0]).toMatchObject({
      strength: 0.05,
      currentStreak: 1,
    });
  });

  it('sends quick taps one after another, in order, each shown at once', async () => {
    const { queryClient, habit, list, wrapper } = cachedHabit();
    const { fetch, answer: answerRequest } = queuedFetch();
    const { result } = renderHook(() => useCheckinMutation(), { wrapper });
    const answer = (status: 'skipped' | 'done') =>
      Response.json({
        checkin: { date: today, status, note: null, amount: null },
        habit: { ...habit, today: status },
      });

    act(() => result.current.mutate({ habitId: habit.id, date: today, today, status: 'skipped' }));
    act(() => result.current.mutate({ habitId: habit.id, date: today, today, status: 'done' }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<Habit[]>(list)?.[0]?.today).toBe('done'),
    );
    // The second waits for the first's answer, so the server takes them in the order tapped.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]).toEqual([
      expect.any(String),
      expect.objectContaining({ body: JSON.stringify({ status: 'skipped' }) }),
    ]);
    answerRequest(0, answer('skipped'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // The first answer is the day before the second tap: the second stays shown meanwhile.
    expect(queryClient.getQueryData<Habit[]>(list)?.[0]?.today).toBe('done');
    expect(fetch.mock.calls[1]).toEqual([
      expect.any(String),
      expect.objectContaining({ body: JSON.stringify({ status: 'done' }) }),
    ]);
    answerRequest(1, answer('done'));
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData<Habit[]>(list)?.[0]?.today).toBe('done');
  });

  it('keeps later taps shown over an earlier one’s answer or failure, with the answer’s score', async () => {
    const { queryClient, habit, list, week, wrapper } = cachedHabit();
    const { fetch, answer } = queuedFetch();
    const { result } = renderHook(() => useCheckinMutation(), { wrapper });
    const yesterday = '2026-11-23';
    const tap = (date: string, status: 'done' | 'skipped' | 'none') =>
      act(() => result.current.mutate({ habitId: habit.id, date, today, status }));
    const shown = () => ({
      today: queryClient.getQueryData<Habit[]>(list)?.[0]?.today,
      days: queryClient.getQueryData<CheckinList>(week)?.checkins.map((c) => [c.date, c.status]),
    });

    // What the last taps of each day make it, whatever the server has answered so far.
    const laterTaps = {
      today: 'done',
      days: [
        [yesterday, 'skipped'],
        [today, 'done'],
      ],
    };

    tap(yesterday, 'done');
    tap(today, 'skipped');
    tap(yesterday, 'skipped');
    tap(today, 'done');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(shown()).toEqual(laterTaps);

    // Yesterday's first tap answers with the habit as it was then: today still open.
    answer(
      0,
      Response.json({
        checkin: { date: yesterday, status: 'done', note: null, amount: null },
        habit: { ...habit, today: null, currentStreak: 1 },
      }),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryData<Habit[]>(list)?.[0]?.currentStreak).toBe(1);
    expect(shown()).toEqual(laterTaps);

    // Today's skip fails: what it was tapped over comes back, the taps after it stay shown.
    answer(
      1,
      Response.json({ error: { code: 'VALIDATION_FAILED', message: 'No' } }, { status: 400 }),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(shown()).toEqual(laterTaps);
  });

  it('puts the day back as it was when the server refuses', async () => {
    const { queryClient, habit, list, week, wrapper } = cachedHabit();
    const server = heldFetch();
    const onError = vi.fn();
    const { result } = renderHook(() => useCheckinMutation({ onError }), { wrapper });

    act(() =>
      result.current.mutate({ habitId: habit.id, date: '2026-11-23', today, status: 'skipped' }),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<CheckinList>(week)?.checkins).toHaveLength(1),
    );
    server.answer(
      Response.json({ error: { code: 'VALIDATION_FAILED', message: 'No' } }, { status: 400 }),
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(queryClient.getQueryData<CheckinList>(week)?.checkins).toEqual([]);
    // Not today: the habit's own `today` never changed.
    expect(queryClient.getQueryData<Habit[]>(list)?.[0]?.today).toBeNull();
  });
});
