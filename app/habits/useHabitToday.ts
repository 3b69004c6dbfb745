import { localDateAt } from '@common/dates/localDate';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMinuteClock } from '@app/hooks/useMinuteClock';
import { browserTimeZone, saveBrowserTimeZone } from '@app/journal/saveBrowserTimeZone';
import { useJournalSettingsQuery } from '@app/queries/journalQueries';
import { habitKeys, journalKeys } from '@app/queries/queryKeys';

/**
 * The user's today as the server reckons it (the journal settings' time zone
 * and day start), so the check-in the screen calls "today" is the one the
 * server calls today. Never-saved settings mean UTC on the server: the
 * browser's zone is saved first, as the journal does.
 */
export function useHabitToday(): { today: string | undefined; now: Date } {
  const settings = useJournalSettingsQuery();
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const unsaved = settings.data?.saved === false;
  // Once tried, unsaved settings are used as they are (a failed save must not hide the list).
  const [triedSaving, setTriedSaving] = useState(false);

  useEffect(() => {
    if (!unsaved || triedSaving) return;
    void saveBrowserTimeZone()
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: journalKeys.settings() }),
          queryClient.invalidateQueries({ queryKey: habitKeys.all }),
        ]),
      )
      .finally(() => setTriedSaving(true));
  }, [unsaved, triedSaving, queryClient]);

  if (settings.data && (!unsaved || triedSaving)) {
    return { today: localDateAt(now, settings.data.timeZone, settings.data.dayStartsAt), now };
  }
  // Without settings (a failed read) the browser's own calendar day is the best guess.
  if (settings.isError) return { today: localDateAt(now, browserTimeZone()), now };
  return { today: undefined, now };
}
