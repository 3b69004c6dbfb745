import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { useJournalReminder } from './useJournalReminder';

/** "Time for your journal": after the reminder time, until today's entry exists. */
export function JournalReminderBanner() {
  const { show } = useJournalReminder();
  if (!show) return null;
  return (
    <aside
      aria-label="Journal reminder"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-accent px-4 py-3 text-sm"
    >
      <NotebookPen className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1">You have not written today’s journal entry yet.</p>
      <Link
        to="/journal"
        className="rounded-md font-medium text-primary underline-offset-4 hover:underline"
      >
        Write today’s entry
      </Link>
    </aside>
  );
}
