import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** Milliseconds from `now` to the start of the next minute on the wall clock. */
export const untilNextMinute = (now: number) => MINUTE - (now % MINUTE);

/**
 * The current time, renewed as each minute of the clock begins, so what
 * depends on the day or the hour ("today", a reminder at 20:00) changes when
 * the clock on the screen does: a check-in tapped just after midnight goes to
 * the new day, not to the one an interval started at mount still shows. Also
 * renewed when the page comes back into view, since a hidden page's timers
 * are throttled.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, untilNextMinute(Date.now()));
    };
    timer = setTimeout(tick, untilNextMinute(Date.now()));
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
