import { useJournalStatsQuery, useOnThisDayQuery } from '@app/queries/journalQueries';
import { OnThisDayList } from './OnThisDayList';

/** The dashboard's "On this day": earlier years' entries of today, only when there are some. */
export function OnThisDayCard() {
  const today = useJournalStatsQuery().data?.today;
  const entries = useOnThisDayQuery(today).data ?? [];
  if (entries.length === 0) return null;
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <OnThisDayList entries={entries} />
    </div>
  );
}
