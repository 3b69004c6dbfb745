import type { Habit } from '@common/schemas/habits';

/** A habit as the API answers it, for the screen's tests. */
export function testHabit(overrides: Partial<Habit> = {}): Habit {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Read',
    color: 'blue',
    schedule: { type: 'daily' },
    limit: null,
    reminderTime: null,
    strength: 0,
    currentStreak: 0,
    bestStreak: 0,
    paused: false,
    pauses: [],
    archived: false,
    today: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}
