import { useMemo } from 'react';
import { hasChanges, textDiff, type DiffPart } from './textDiff';

/** One run of the diff: colour for the eye, and words for a screen reader. */
function Part({ part }: { part: DiffPart }) {
  if (part.kind === 'same') return <span>{part.text}</span>;
  if (part.kind === 'added')
    return (
      <ins className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-700 dark:bg-emerald-950 dark:text-emerald-50 dark:decoration-emerald-300">
        <span className="sr-only">[added: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    );
  return (
    <del className="rounded-sm bg-rose-100 text-rose-950 line-through decoration-rose-700 dark:bg-rose-950 dark:text-rose-50 dark:decoration-rose-300">
      <span className="sr-only">[removed: </span>
      {part.text}
      <span className="sr-only">]</span>
    </del>
  );
}

/**
 * A version against the note's text now, word by word: struck through and
 * red, what the version has and the note no longer does; underlined and
 * green, what was written since. The title first when it changed.
 */
export function VersionDiff({
  version,
  current,
}: {
  version: { title: string; markdown: string };
  current: { title: string; markdown: string };
}) {
  const title = useMemo(() => textDiff(version.title, current.title), [version, current]);
  const body = useMemo(() => textDiff(version.markdown, current.markdown), [version, current]);
  if (!hasChanges(title) && !hasChanges(body))
    return (
      <p className="text-sm text-muted-foreground">This version is the same as the text now.</p>
    );
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">
        <del className="bg-rose-100 text-rose-950 line-through dark:bg-rose-950 dark:text-rose-50">
          Struck through
        </del>
        : in this version, not in the text now.{' '}
        <ins className="bg-emerald-100 text-emerald-950 underline dark:bg-emerald-950 dark:text-emerald-50">
          Underlined
        </ins>
        : written since.
      </p>
      {hasChanges(title) && (
        <p className="text-base font-semibold break-words">
          <span className="sr-only">Title: </span>
          {title.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </p>
      )}
      <div
        className="rounded-lg border border-border bg-background p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap"
        aria-label="Changes in the text"
        role="region"
      >
        {body.map((part, index) => (
          <Part key={index} part={part} />
        ))}
      </div>
    </div>
  );
}
