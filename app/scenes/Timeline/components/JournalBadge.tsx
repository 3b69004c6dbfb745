import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { MOOD_FACES, moodWord } from '@app/journal/moods';

/** Marks a journal entry in the timeline: a "Journal" badge linking to its day, and its mood. */
export function JournalBadge({ date, mood }: { date: string; mood: number | null }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <Link
        to={`/journal?date=${date}`}
        className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 font-medium text-accent-foreground hover:underline"
      >
        <NotebookPen className="size-3" aria-hidden />
        Journal
      </Link>
      {mood !== null && (
        <span className="text-muted-foreground">
          <span aria-hidden>{MOOD_FACES[mood - 1]} </span>
          Mood: {moodWord(mood)}
        </span>
      )}
    </p>
  );
}
