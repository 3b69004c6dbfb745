import { completionByMonth } from '@common/habits/streaks';
import { addDays, weekStart } from '@common/dates/localDate';
import type { Habit } from '@common/schemas/habits';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { percent, streakWords } from '@app/habits/dayWords';
import { scheduleInWords } from '@app/habits/scheduleWords';
import { useHabitCheckinsQuery } from '@app/queries/habitQueries';
import type { DayStatus, SetDayOptions } from '../useHabitCheckin';
import { DayEditor } from './DayEditor';
import { streakUnit } from './HabitCard';
import { HabitYearHeatmap } from './HabitYearHeatmap';
import { MonthGrid, useMonthCheckins } from './MonthGrid';
import { MonthlyCompletion } from './MonthlyCompletion';
import { StrengthSparkline } from './StrengthSparkline';

/**
 * A habit's history (opened by `?habit=<id>`): the year's heat-map, strength
 * over time, completion per month, and a month grid to check in, skip or note
 * any past day.
 */
export function HabitDetailDialog({
  habit,
  today,
  onClose,
  onSetDay,
}: {
  habit: Habit | undefined;
  today: string;
  onClose: () => void;
  onSetDay: (habit: Habit, date: string, status: DayStatus, options: SetDayOptions) => void;
}) {
  return (
    <Dialog open={habit !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] max-w-2xl gap-5 overflow-y-auto p-4 sm:p-6">
        {habit && (
          <HabitDetail
            key={habit.id}
            habit={habit}
            today={today}
            onSetDay={(date, status, options) => onSetDay(habit, date, status, options)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HabitDetail({
  habit,
  today,
  onSetDay,
}: {
  habit: Habit;
  today: string;
  onSetDay: (date: string, status: DayStatus, options: SetDayOptions) => void;
}) {
  const yearStart = addDays(weekStart(today), -52 * 7);
  const year = useHabitCheckinsQuery(habit.id, yearStart, today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState(today);
  const unit = streakUnit(habit);
  const checkins = year.data?.checkins ?? [];
  const monthCheckins = useMonthCheckins(habit, month, today).data?.checkins ?? [];
  // The picked day is in the month shown, or (after moving on) in the year read.
  const selectedCheckin = [...monthCheckins, ...checkins].find(
    (checkin) => checkin.date === selected,
  );

  // From the habit's first day (created, or an earlier check-in), within the year read.
  const created = habit.createdAt.slice(0, 10);
  const firstMark = checkins[0]?.date ?? created;
  const firstDay = firstMark < created ? firstMark : created;
  const start = firstDay < yearStart ? yearStart : firstDay;
  const months = year.data
    ? completionByMonth(
        { schedule: habit.schedule, limit: habit.limit, pauses: habit.pauses },
        checkins,
        start,
        today,
      )
    : [];

  return (
    <>
      <div className="grid gap-1 pr-8">
        <DialogTitle>{habit.name}</DialogTitle>
        <DialogDescription>
          {scheduleInWords(habit)} · Strength {percent(habit.strength)} · Streak{' '}
          {streakWords(habit.currentStreak, unit)} · Best {streakWords(habit.bestStreak, unit)}
          {habit.paused ? ' · Paused' : ''}
        </DialogDescription>
      </div>

      {year.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the year…
        </p>
      ) : year.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the year: {year.error.message}
        </p>
      ) : (
        <>
          <HabitYearHeatmap habit={habit} checkins={checkins} today={today} />
          <StrengthSparkline points={year.data.strengthByDay} tone={habit.color} />
          <MonthlyCompletion months={months} tone={habit.color} />
        </>
      )}

      <MonthGrid
        habit={habit}
        month={month}
        today={today}
        selected={selected}
        onMonthChange={setMonth}
        onSelect={setSelected}
      />
      <DayEditor
        key={`${selected}-${selectedCheckin?.status ?? 'none'}`}
        habit={habit}
        date={selected}
        checkin={selectedCheckin}
        onSave={(status, options) => onSetDay(selected, status, options)}
      />
    </>
  );
}
