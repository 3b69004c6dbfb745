import {
  createHabitSchema,
  type habitColors,
  type CreateHabit,
  type Habit,
  type HabitSchedule,
} from '@common/schemas/habits';

/** What the create/edit form holds: text as typed, every schedule's fields kept while switching. */
export interface HabitFormState {
  name: string;
  color: (typeof habitColors)[number];
  scheduleType: HabitSchedule['type'];
  /** For "n times a week". */
  times: string;
  /** For chosen weekdays, ISO 1–7. */
  days: number[];
  limitOn: boolean;
  atMost: string;
  reminderOn: boolean;
  reminderTime: string;
}

export type HabitFormField = 'name' | 'color' | 'schedule' | 'limit' | 'reminderTime';
export type HabitFormErrors = Partial<Record<HabitFormField, string>>;

/** The form for a new habit, or filled from one to edit. */
export function habitFormState(habit?: Habit): HabitFormState {
  const schedule = habit?.schedule;
  return {
    name: habit?.name ?? '',
    color: habit?.color ?? 'violet',
    scheduleType: schedule?.type ?? 'daily',
    times: String(schedule?.type === 'weekly' ? schedule.times : 3),
    days: schedule?.type === 'weekdays' ? [...schedule.days] : [1, 3, 5],
    limitOn: Boolean(habit?.limit),
    atMost: String(habit?.limit?.atMost ?? 1),
    reminderOn: Boolean(habit?.reminderTime),
    reminderTime: habit?.reminderTime ?? '20:00',
  };
}

/** A typed number, or NaN for an empty or non-numeric field. */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function scheduleOf(state: HabitFormState): unknown {
  if (state.scheduleType === 'weekly') return { type: 'weekly', times: typedNumber(state.times) };
  if (state.scheduleType === 'weekdays')
    return { type: 'weekdays', days: [...state.days].sort((a, b) => a - b) };
  return { type: 'daily' };
}

/**
 * The request the form makes, checked by the API's own schema; on failure,
 * the first message for each field, to show under it.
 */
export function parseHabitForm(
  state: HabitFormState,
): { ok: true; value: CreateHabit } | { ok: false; errors: HabitFormErrors } {
  const errors: HabitFormErrors = {};
  if (state.scheduleType === 'weekly' && !Number.isInteger(typedNumber(state.times)))
    errors.schedule = 'Enter how many times a week, 1 to 7';
  if (state.limitOn && !Number.isInteger(typedNumber(state.atMost)))
    errors.limit = 'Enter a whole number of times a day';
  const parsed = createHabitSchema.safeParse({
    name: state.name,
    color: state.color,
    schedule: scheduleOf(state),
    limit: state.limitOn ? { atMost: typedNumber(state.atMost) } : null,
    reminderTime: state.reminderOn ? state.reminderTime : null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as HabitFormField;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
