import { MOOD_LEVELS, MOOD_WORDS } from '@common/schemas/journal';
import { MOOD_FACES, moodColor } from '@app/journal/moods';
import { cn } from '@app/lib/cn';

function MoodFace({ mood }: { mood: number }) {
  const Face = MOOD_FACES[mood - 1] ?? MOOD_FACES[2];
  return <Face aria-hidden className="size-6 sm:size-7" strokeWidth={1.75} />;
}

/**
 * The day's mood: five radio buttons, each a face and its word. One tap (or
 * an arrow key) saves; the word, not the face, is what is read out.
 */
export function MoodPicker({
  mood,
  onChange,
  disabled = false,
}: {
  mood: number | null;
  onChange: (mood: number) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Mood</legend>
      <div className="grid grid-cols-5 gap-1.5 sm:gap-2">
        {MOOD_LEVELS.map((level) => (
          <label
            key={level}
            className={cn(
              'flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-lg border border-border px-1 py-2 text-xs transition-colors hover:bg-muted',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
              'has-checked:border-transparent has-checked:font-semibold has-checked:text-foreground',
            )}
            style={
              mood === level
                ? { backgroundColor: `color-mix(in oklch, ${moodColor(level)} 35%, transparent)` }
                : undefined
            }
          >
            <input
              type="radio"
              name="journal-mood"
              value={level}
              checked={mood === level}
              onChange={() => onChange(level)}
              className="sr-only"
            />
            <MoodFace mood={level} />
            <span className="truncate">{MOOD_WORDS[level - 1]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
