import { GRATITUDE_LINE_MAX, GRATITUDE_LINES } from '@common/schemas/journal';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@app/components/ui/Input';

const PAUSE_MS = 1_000;

/** Three lines, blanks at the end dropped (a blank in the middle keeps its place). */
export function gratitudeToSave(lines: readonly string[]): string[] {
  const trimmed = lines.map((line) => line.trim());
  while (trimmed.length > 0 && trimmed.at(-1) === '') trimmed.pop();
  return trimmed;
}

function padded(lines: readonly string[]): string[] {
  return Array.from({ length: GRATITUDE_LINES }, (_, index) => lines[index] ?? '');
}

/**
 * Three short lines of gratitude, saved when the reader leaves a field or
 * pauses typing for a second. What is being typed is never replaced by the
 * saved copy coming back.
 */
export function GratitudeFields({
  saved,
  onSave,
}: {
  saved: readonly string[];
  onSave: (lines: string[]) => void;
}) {
  const [lines, setLines] = useState(() => padded(saved));
  const lastSaved = useRef(JSON.stringify(gratitudeToSave(saved)));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  function save(current: readonly string[]) {
    clearTimeout(timer.current);
    const next = gratitudeToSave(current);
    const key = JSON.stringify(next);
    if (key === lastSaved.current) return;
    lastSaved.current = key;
    onSave(next);
  }

  // A pending save goes out when the day closes.
  const latest = useRef({ lines, save });
  useEffect(() => {
    latest.current = { lines, save };
  });
  useEffect(() => () => latest.current.save(latest.current.lines), []);

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">Three things I am grateful for</legend>
      {lines.map((line, index) => (
        <div key={index} className="flex items-center gap-2">
          <span aria-hidden className="w-5 shrink-0 text-right text-sm text-muted-foreground">
            {index + 1}.
          </span>
          <label htmlFor={`gratitude-${index}`} className="sr-only">
            Grateful for, line {index + 1}
          </label>
          <Input
            id={`gratitude-${index}`}
            value={line}
            maxLength={GRATITUDE_LINE_MAX}
            autoComplete="off"
            onChange={(event) => {
              const next = lines.map((value, at) => (at === index ? event.target.value : value));
              setLines(next);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => save(next), PAUSE_MS);
            }}
            onBlur={() => save(lines)}
            className="min-w-0 flex-1"
          />
        </div>
      ))}
    </fieldset>
  );
}
