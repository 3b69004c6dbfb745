import { PRODUCT_NAME } from '@common/constants';
import { localDateSchema, type JournalStats } from '@common/schemas/journal';
import { useQueryClient } from '@tanstack/react-query';
import { localDateAt } from '@common/dates/localDate';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIdleMoment } from '@app/hooks/useIdleMoment';
import { JournalReminderBanner } from '@app/journal/JournalReminderBanner';
import { saveBrowserTimeZone } from '@app/journal/saveBrowserTimeZone';
import {
  useJournalRangeQuery,
  useJournalSettingsQuery,
  useJournalStatsQuery,
  useOnThisDayQuery,
} from '@app/queries/journalQueries';
import { journalKeys } from '@app/queries/queryKeys';
import { Button } from '@app/components/ui/Button';
import { monthBounds, monthOf } from './components/calendarMonth';
import { DayView } from './components/DayView';
import { JournalYear } from './components/JournalYear';
import { MonthCalendar } from './components/MonthCalendar';
import { OnThisDayList } from '@app/journal/OnThisDayList';
import { StreakSummary } from './components/StreakSummary';
import { useWhenVisible } from '@app/hooks/useWhenVisible';

// The charts (visx) load only when the reader scrolls near them.
const Insights = lazy(() => import('./components/insights/Insights'));

export function meta() {
  return [{ title: `Journal — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Settings never saved hold the server's default zone (UTC): replace it with the browser's.
 * Gives "today" in the user's zone and day start, worked out here rather than waiting for
 * the stats (the heaviest answer), so the day's entry is asked for at once.
 */
function useJournalToday(): { today: string | undefined; error: Error | null; retry: () => void } {
  const settings = useJournalSettingsQuery();
  const queryClient = useQueryClient();
  const asked = useRef(false);
  const unsaved = settings.data?.saved === false;
  useEffect(() => {
    if (!unsaved || asked.current) return;
    asked.current = true;
    void saveBrowserTimeZone().then(() =>
      queryClient.invalidateQueries({ queryKey: journalKeys.all }),
    );
  }, [unsaved, queryClient]);
  const today = settings.data
    ? localDateAt(new Date(), settings.data.timeZone, settings.data.dayStartsAt)
    : undefined;
  return { today, error: settings.error, retry: () => void settings.refetch() };
}

/** Streaks' and the year's room while the stats load, so nothing jumps when they come. */
function StatsPending({ className }: { className: string }) {
  return <div aria-hidden className={`${className} animate-pulse rounded-xl bg-muted/40`} />;
}

/**
 * Insights, fetched and drawn once the reader scrolls near them, and never before the
 * browser is idle: their code and the mood-against-habits query wait for the day's own.
 */
function InsightsWhenNear({ stats }: { stats: JournalStats | undefined }) {
  const [near, setNear] = useState(false);
  const idle = useIdleMoment(1000);
  const sentinel = useWhenVisible<HTMLDivElement>(() => setNear(true), idle && !near);
  if (!near || !stats) return <div ref={sentinel} className="min-h-64" />;
  return (
    <Suspense fallback={<div className="min-h-64" />}>
      <Insights stats={stats} />
    </Suspense>
  );
}

/** The day in the address (`?date=`), if it is a real date no later than today. */
function useSelectedDate(today: string | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const valid = requested !== null && localDateSchema.safeParse(requested).success;
  const date = today && valid && requested <= today ? requested : today;
  const select = (next: string) =>
    setParams(next === today ? {} : { date: next }, { preventScrollReset: true });
  return [date, select] as const;
}

/** `/journal`: today's entry open for writing, the calendar, streaks, the year and insights. */
export default function Journal() {
  const { today, error, retry } = useJournalToday();
  const stats = useJournalStatsQuery();
  const [date, select] = useSelectedDate(today);
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const month = shownMonth ?? (date ? monthOf(date) : undefined);
  const bounds = month ? monthBounds(month) : undefined;
  const monthEntries = useJournalRangeQuery(bounds?.first, bounds?.last);
  const onThisDay = useOnThisDayQuery(date);

  const failure = error ?? stats.error;
  if (failure) {
    return (
      <div role="alert" className="mx-auto grid max-w-xl justify-items-start gap-3 py-16">
        <p className="text-destructive">Your journal could not be loaded: {failure.message}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            retry();
            void stats.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!date || !today || !month) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Opening your journal…
      </p>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Journal</h1>
          {date !== today && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setShownMonth(null);
                select(today);
              }}
            >
              Back to today
            </Button>
          )}
        </div>
        {date !== today && <JournalReminderBanner />}
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <DayView key={date} date={date} today={today} />
        <aside aria-label="Calendar and streaks" className="grid min-w-0 content-start gap-6">
          {stats.data ? <StreakSummary stats={stats.data} /> : <StatsPending className="h-20" />}
          <MonthCalendar
            month={month}
            entries={monthEntries.data ?? []}
            today={today}
            selected={date}
            onMonthChange={setShownMonth}
            onSelect={select}
          />
          <OnThisDayList entries={onThisDay.data ?? []} />
        </aside>
      </div>
      <section aria-labelledby="journal-year-title" className="grid min-w-0 gap-3">
        <h2 id="journal-year-title" className="text-lg font-semibold">
          The year
        </h2>
        {stats.data ? <JournalYear stats={stats.data} /> : <StatsPending className="h-36" />}
      </section>
      <InsightsWhenNear stats={stats.data} />
    </div>
  );
}
