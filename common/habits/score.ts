import {
  dayKind,
  eachDay,
  firstMarkDate,
  frequencyPerDay,
  isKept,
  marksByDate,
  type CheckinMark,
  type HabitRules,
} from './days';

/**
 * A habit's strength, as Loop Habit Tracker scores it: an average of the
 * days that forgets slowly. Each day
 *
 *     m = 0.5^(√f / 13)      score = previous · m + checked · (1 − m)
 *
 * with f the scheduled frequency per day (1 daily, n/7 for n times a week,
 * days/7 for chosen weekdays). So a daily habit loses half its strength in
 * 13 days without a check-in, and one done 3 times a week in about 31.
 *
 * The rules, day by day from the first check-in (the score is 0 before it):
 * - a paused day, a skipped day and, for chosen weekdays, a day not chosen
 *   leave the score as it was;
 * - checked is 1 on a kept day (done, and within the limit of a habit to cut
 *   down: a done check-in with an amount over `limit.atMost` is a miss), else 0;
 * - for n times a week, a day also counts as checked when the 7 days ending
 *   that day already hold n kept days (as Loop does: the week's target is met);
 * - today without a check-in is not over yet: it leaves the score as it was,
 *   so the strength does not drop every morning;
 * - days after today have no score.
 */

/** Loop's daily multiplier for a frequency per day. */
export function scoreMultiplier(frequency: number): number {
  return 0.5 ** (Math.sqrt(frequency) / 13);
}

export interface DayStrength {
  date: string;
  strength: number;
}

/** The score at the end of each day, from the first check-in to `until` (at most today). */
export function* scoreDays(
  rules: HabitRules,
  marks: readonly CheckinMark[],
  until: string,
  today: string,
): Generator<DayStrength> {
  const first = firstMarkDate(marks);
  if (first === null) return;
  const last = until < today ? until : today;
  const byDate = marksByDate(marks);
  const multiplier = scoreMultiplier(frequencyPerDay(rules.schedule));
  const weeklyTarget = rules.schedule.type === 'weekly' ? rules.schedule.times : 0;
  const window: boolean[] = []; // whether each of the last 7 days was kept (weekly schedules)
  let keptInWindow = 0;
  let score = 0;
  for (const date of eachDay(first, last)) {
    const mark = byDate.get(date);
    const kept = isKept(mark, rules.limit);
    window.push(kept);
    if (kept) keptInWindow += 1;
    if (window.length > 7 && window.shift()) keptInWindow -= 1;
    const pending = date === today && mark === undefined;
    const kind = dayKind(rules, date, mark);
    if (!pending && (kind === 'kept' || kind === 'missed')) {
      const checked = kind === 'kept' || (weeklyTarget > 0 && keptInWindow >= weeklyTarget);
      score = Math.min(1, score * multiplier + (checked ? 1 - multiplier : 0));
    }
    yield { date, strength: score };
  }
}

/** The strength at the end of each day from `from` to `to` (at most today); 0 before the first check-in. */
export function strengthByDay(
  rules: HabitRules,
  marks: readonly CheckinMark[],
  from: string,
  to: string,
  today: string,
): DayStrength[] {
  const scored = new Map<string, number>();
  for (const day of scoreDays(rules, marks, to, today))
    if (day.date >= from) scored.set(day.date, day.strength);
  const last = to < today ? to : today;
  return [...eachDay(from, last)].map((date) => ({ date, strength: scored.get(date) ?? 0 }));
}

/** The strength today (see the rules above), 0 to 1. */
export function currentStrength(
  rules: HabitRules,
  marks: readonly CheckinMark[],
  today: string,
): number {
  let strength = 0;
  for (const day of scoreDays(rules, marks, today, today)) strength = day.strength;
  return strength;
}
