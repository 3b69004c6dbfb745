import type {
  Checkin,
  CheckinList,
  CreateHabit,
  Habit,
  HabitList,
  PutCheckin,
  UpdateHabit,
} from '@common/schemas/habits';
import { apiCall, jsonBody } from '@app/lib/apiClient';

const segment = (value: string) => encodeURIComponent(value);

/** Where the CSV of every check-in downloads from (a plain link: the browser saves it). */
export const HABITS_CSV_URL = '/api/habits/export.csv';

/**
 * Every call the habit screen makes, typed by `common/schemas/habits.ts`.
 * Screens reach them through `app/queries/habitQueries.ts`.
 */
export const habitsApi = {
  /** Active habits, or with `archived: true` the list the server gives when asked for archived ones. */
  list: ({ archived = false }: { archived?: boolean } = {}) =>
    apiCall<HabitList>(`/api/habits${archived ? '?archived=true' : ''}`),
  create: (input: CreateHabit) => apiCall<{ habit: Habit }>('/api/habits', jsonBody('POST', input)),
  update: (id: string, patch: UpdateHabit) =>
    apiCall<{ habit: Habit }>(`/api/habits/${segment(id)}`, jsonBody('PATCH', patch)),
  remove: (id: string) => apiCall<undefined>(`/api/habits/${segment(id)}`, { method: 'DELETE' }),

  /** Check-ins between two dates (inclusive) and the strength at the end of each day. */
  checkins: (id: string, from: string, to: string) =>
    apiCall<CheckinList>(
      `/api/habits/${segment(id)}/checkins?from=${segment(from)}&to=${segment(to)}`,
    ),
  /** Sets a day's check-in; `status: 'none'` clears it. Answers the habit with its new score. */
  putCheckin: (id: string, date: string, input: PutCheckin) =>
    apiCall<{ checkin: Checkin | null; habit: Habit }>(
      `/api/habits/${segment(id)}/checkins/${segment(date)}`,
      jsonBody('PUT', input),
    ),
};
