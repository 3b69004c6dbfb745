import { PRODUCT_NAME } from '@common/constants';
import { useSearchParams } from 'react-router';
import { JumpToDate } from './components/JumpToDate';
import { TimelineFeed } from './components/TimelineFeed';
import { endOfLocalDay } from './groupTimeline';

export function meta() {
  return [{ title: `Timeline — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

const dayLabelFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * Notes by the day they were written. The chosen day lives in the URL
 * (`?date=YYYY-MM-DD`), so Back returns to where the reader was and a jump can be shared.
 */
export default function Timeline() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const createdBefore = requested ? endOfLocalDay(requested) : undefined;
  // An unreadable ?date= shows the whole timeline rather than an error.
  const day = createdBefore ? requested : null;
  const dayLabel = day ? dayLabelFormat.format(new Date(`${day}T12:00:00`)) : undefined;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Timeline</h1>
          <p aria-live="polite" className="mt-1 text-sm text-muted-foreground">
            {dayLabel
              ? `Notes written on or before ${dayLabel}, newest first.`
              : 'Every note by the day you wrote it, newest first.'}
          </p>
        </div>
        {/* Keyed by the day, so the field follows Back, "Back to today" and a shared link. */}
        <JumpToDate key={day ?? 'today'} day={day} onJump={(next) => setParams({ date: next })} />
      </header>
      <TimelineFeed createdBefore={createdBefore} dayLabel={dayLabel} />
    </div>
  );
}
