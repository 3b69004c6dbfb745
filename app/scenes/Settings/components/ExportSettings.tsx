import { formatBytes } from '@common/schemas/attachments';
import type { ExportLayout, ExportSummary } from '@common/schemas/export';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { accountExportUrl, download, saveFile } from '@app/export/exportApi';
import { useExportSummaryQuery } from '@app/queries/exportQueries';

const layouts: { value: ExportLayout; label: string; hint: string }[] = [
  { value: 'flat', label: 'All notes in one folder', hint: 'notes/Title.md' },
  { value: 'tags', label: 'A folder per tag', hint: 'notes/tag/Title.md' },
];

/** Notes are small text, compressed: about a kilobyte each is a fair guess at their share. */
const approximateZipBytes = (summary: ExportSummary) => summary.bytes + summary.notes * 1024;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

type Progress = { state: 'idle' } | { state: 'downloading'; received: number } | { state: 'done' };

/**
 * Settings → Data → Export: the whole account as one ZIP of Markdown notes
 * and attachments (docs/export-format.md), its size shown first and its
 * progress while it downloads.
 */
export function ExportSettings() {
  const summary = useExportSummaryQuery();
  const [layout, setLayout] = useState<ExportLayout>('flat');
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the screen stops a download in progress.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ state: 'downloading', received: 0 });
    try {
      const file = await download(
        accountExportUrl(layout),
        'inkling-export.zip',
        (received) => setProgress({ state: 'downloading', received }),
        controller.signal,
      );
      saveFile(file);
      setProgress({ state: 'done' });
    } catch (failure) {
      setProgress({ state: 'idle' });
      if (controller.signal.aborted) return;
      setError(failure instanceof Error ? failure.message : 'The download failed.');
    } finally {
      running.current = null;
    }
  };

  const total = summary.data ? approximateZipBytes(summary.data) : 0;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Every note as a Markdown file with its title, tags and dates, every image beside them, and a
        manifest. Notes in the trash are left out.
      </p>
      {summary.isPending && <p className="text-sm text-muted-foreground">Counting your notes…</p>}
      {summary.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not count your notes: {summary.error.message}
        </p>
      )}
      {summary.data && (
        <p className="text-sm" data-testid="export-summary">
          {plural(summary.data.notes, 'note', 'notes')},{' '}
          {plural(summary.data.attachments, 'attachment', 'attachments')}: about{' '}
          {formatBytes(total)}
        </p>
      )}
      <fieldset className="flex flex-wrap gap-3" disabled={progress.state === 'downloading'}>
        <legend className="mb-2 text-sm font-medium">Folders in the ZIP</legend>
        {layouts.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
          >
            <input
              type="radio"
              name="export-layout"
              value={option.value}
              checked={layout === option.value}
              onChange={() => setLayout(option.value)}
              className="accent-primary"
            />
            {option.label}
            <span className="text-xs text-muted-foreground">{option.hint}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void start()} disabled={progress.state === 'downloading'}>
          <Download aria-hidden />
          Download everything (.zip)
        </Button>
        {progress.state === 'downloading' && (
          <Button variant="outline" onClick={() => running.current?.abort()}>
            Cancel
          </Button>
        )}
      </div>
      {progress.state === 'downloading' && (
        <div className="grid gap-1">
          <label htmlFor="export-progress" className="text-sm">
            Downloading… {formatBytes(progress.received)}
            {total > 0 ? ` of about ${formatBytes(total)}` : ''}
          </label>
          <progress
            id="export-progress"
            className="h-2 w-full accent-primary"
            max={Math.max(total, progress.received, 1)}
            value={progress.received}
          />
        </div>
      )}
      {progress.state === 'done' && (
        <p role="status" className="text-sm">
          Your export is downloaded.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          The export did not finish: {error}
        </p>
      )}
    </div>
  );
}
