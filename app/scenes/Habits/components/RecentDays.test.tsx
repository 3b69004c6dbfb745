import type { CheckinList } from '@common/schemas/habits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testHabit } from '@app/habits/testHabit';
import { habitKeys } from '@app/queries/queryKeys';
import { RecentDays } from './RecentDays';

const today = '2026-11-24';

function renderWeek(checkins: CheckinList['checkins']) {
  const habit = testHabit();
  // The cached week is fresh: nothing is read from a server.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData<CheckinList>(habitKeys.checkinRange(habit.id, '2026-11-18', today), {
    checkins,
    strengthByDay: [],
  });
  const onSetDay = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RecentDays habit={habit} today={today} onSetDay={onSetDay} />
    </QueryClientProvider>,
  );
  return { onSetDay, days: within(screen.getByRole('list', { name: 'Last 7 days of Read' })) };
}

describe('RecentDays', () => {
  it('names seven days, today last, each with its state and note', () => {
    const { days } = renderWeek([
      { date: '2026-11-22', status: 'done', note: 'Before bed', amount: null },
      { date: '2026-11-23', status: 'skipped', note: null, amount: null },
    ]);
    const buttons = days.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(buttons[4]).toHaveAccessibleName(/: Done \(note: Before bed\)$/);
    expect(buttons[5]).toHaveAccessibleName(/: Skipped$/);
    expect(buttons[6]).toHaveAccessibleName(/^Today, .*: Not checked in$/);
  });

  it('moves a tapped day on: not checked in → done → skipped → not checked in', async () => {
    const { days, onSetDay } = renderWeek([
      { date: '2026-11-22', status: 'done', note: null, amount: null },
      { date: '2026-11-23', status: 'skipped', note: null, amount: null },
    ]);
    const buttons = days.getAllByRole('button');
    await userEvent.click(buttons[3] as HTMLElement);
    expect(onSetDay).toHaveBeenLastCalledWith('2026-11-21', 'done', 'none');
    await userEvent.click(buttons[4] as HTMLElement);
    expect(onSetDay).toHaveBeenLastCalledWith('2026-11-22', 'skipped', 'done');
    await userEvent.click(buttons[5] as HTMLElement);
    expect(onSetDay).toHaveBeenLastCalledWith('2026-11-23', 'none', 'skipped');
  });
});
