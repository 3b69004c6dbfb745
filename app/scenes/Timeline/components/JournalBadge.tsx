import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { MOOD_FACES, moodWord } from '@app/journal/moods';

function MoodWord({ mood }: { mood: number }) {
  const Face = MOOD_FACES[mood - 1] ?? MOOD_FACES[2];
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Face className="size-3.5" aria-hidden />
      Mood: {moodWord(mood)}
    </span>
  );
}

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
      {mood !== null && <MoodWord mood={mood} />}
    </p>
  );
}
