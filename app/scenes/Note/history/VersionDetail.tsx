import type { VersionSummary } from '@common/schemas/versions';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { relativeTime } from '@app/notes/formatDates';
import { useVersionContentQuery } from '@app/queries/versionQueries';
import type { CurrentText } from './VersionHistoryPanel';
import { VersionDiff } from './VersionDiff';
import { exactTime, sourceWords, wordCountWords } from './versionWords';

/** One version: when and why it was saved, its text against the text now, and Restore. */
export function VersionDetail({
  noteId,
  version,
  currentText,
  onBack,
  onRestore,
}: {
  noteId: string;
  version: VersionSummary;
  currentText: CurrentText;
  onBack: () => void;
  onRestore: () => void;
}) {
  const content = useVersionContentQuery(noteId, version.id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The text now, read when the version opens (the panel keys this by version): the diff stays
  // still while it is read.
  const [current] = useState(currentText);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="version-detail-heading" className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden />
          All versions
        </Button>
      </div>
      <div className="grid gap-1">
        <h3
          id="version-detail-heading"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold focus:outline-none"
        >
          Version from {relativeTime(version.createdAt)}
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={version.createdAt}>{exactTime(version.createdAt)}</time> ·{' '}
          {sourceWords[version.source]} · {wordCountWords(version.wordCount)}
        </p>
      </div>
      {content.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the version…
        </p>
      ) : content.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The version could not be loaded: {content.error.message}
        </p>
      ) : (
        <VersionDiff version={content.data} current={current} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRestore} disabled={!content.isSuccess}>
          <RotateCcw aria-hidden />
          Restore this version
        </Button>
      </div>
    </section>
  );
}
