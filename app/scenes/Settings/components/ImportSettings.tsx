import { formatBytes } from '@common/schemas/attachments';
import { importExtensions, type ImportJob } from '@common/schemas/import';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { uploadImport } from '@app/import/importApi';
import { cn } from '@app/lib/cn';
import { useImportJobQuery, useImportJobsQuery } from '@app/queries/importQueries';
import { ImportReport } from './ImportReport';

type Upload = { state: 'idle' } | { state: 'uploading'; name: string; sent: number; total: number };

function JobProgress({ job }: { job: ImportJob }) {
  const { done, total } = job.progress;
  const words =
    job.status === 'queued'
      ? 'Waiting to start…'
      : total > 0
        ? `${done.toLocaleString()} of ${total.toLocaleString()} notes`
        : 'Reading the file…';
  return (
    <div className="grid gap-1">
      <label htmlFor="import-progress" className="text-sm">
        Importing {job.fileName}: {words}
      </label>
      <progress
        id="import-progress"
        className="h-2 w-full accent-primary"
        max={Math.max(total, 1)}
        value={job.status === 'queued' ? 0 : done}
      />
    </div>
  );
}

const plural = (value: number, one: string, many: string) =>
  `${value.toLocaleString()} ${value === 1 ? one : many}`;

/**
 * What an Inkling export's journal.json and habits.json became; nothing for
 * other imports (or reports written before those files were read). Their
 * lines, with each day kept as a plain note, are under the archive's files.
 */
function JournalHabitTotals({ job }: { job: ImportJob }) {
  const journal = job.report?.totals.journal;
  const habits = job.report?.totals.habits;
  const lines: string[] = [];
  if (journal && journal.in > 0) {
    const parts = [`${journal.imported.toLocaleString()} restored as entries`];
    if (journal.alreadyImported > 0)
      parts.push(`${journal.alreadyImported.toLocaleString()} already imported`);
    if (journal.keptAsNotes > 0)
      parts.push(`${journal.keptAsNotes.toLocaleString()} kept as plain notes`);
    if (journal.failed > 0) parts.push(`${journal.failed.toLocaleString()} not restored`);
    lines.push(`${plural(journal.in, 'journal day', 'journal days')}: ${parts.join(', ')}`);
  }
  if (habits && habits.in > 0) {
    const parts = [
      `${habits.imported.toLocaleString()} restored with ${plural(habits.checkins, 'check-in', 'check-ins')}`,
    ];
    if (habits.alreadyImported > 0)
      parts.push(`${habits.alreadyImported.toLocaleString()} already here`);
    if (habits.failed > 0) parts.push(`${habits.failed.toLocaleString()} not restored`);
    lines.push(`${plural(habits.in, 'habit', 'habits')}: ${parts.join(', ')}`);
  }
  if (lines.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" data-testid="import-journal-habits">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Settings → Data → Import: a file from Evernote (.enex), Markdown, text,
 * HTML, or a ZIP of them (Obsidian, Notion, an Inkling export). Upload
 * progress, then the job's progress, then its report with a link to every
 * new note.
 */
export function ImportSettings() {
  const jobs = useImportJobsQuery();
  const [jobId, setJobId] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const running = useRef<AbortController | null>(null);
  // After a reload: the latest import, so its progress or report is still here.
  const shownId = jobId ?? jobs.data?.[0]?.id ?? null;
  const job = useImportJobQuery(shownId);

  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setUpload({ state: 'uploading', name: file.name, sent: 0, total: file.size });
    try {
      const queued = await uploadImport(
        file,
        (sent, total) => setUpload({ state: 'uploading', name: file.name, sent, total }),
        controller.signal,
      );
      setJobId(queued.id);
    } catch (failure) {
      if (!controller.signal.aborted)
        setError(failure instanceof Error ? failure.message : 'The upload failed.');
    } finally {
      running.current = null;
      setUpload({ state: 'idle' });
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && upload.state === 'idle') void start(file);
  };

  const busy =
    upload.state === 'uploading' || job.data?.status === 'queued' || job.data?.status === 'running';
  return (
    <section aria-labelledby="import-title" className="grid gap-4 border-t border-border pt-6">
      <h3 id="import-title" className="text-base font-semibold">
        Import
      </h3>
      <p className="text-sm">
        Bring notes from Evernote (.enex), Markdown or text files, web pages (.html), or a ZIP of
        Markdown such as an Obsidian vault, a Notion export or an Inkling export. Importing the same
        file again adds nothing twice.
      </p>
      <label
        htmlFor="import-file"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border px-4 py-6 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
          dragging && 'border-primary bg-accent',
          busy && 'cursor-not-allowed opacity-60',
        )}
      >
        <Upload aria-hidden className="size-6" />
        <span className="font-medium">Choose a file to import, or drop it here</span>
        <span className="text-xs text-muted-foreground">{importExtensions.join(' ')}</span>
        <input
          id="import-file"
          type="file"
          accept={importExtensions.join(',')}
          disabled={busy}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
      </label>
      {upload.state === 'uploading' && (
        <div className="grid gap-1">
          <label htmlFor="import-upload-progress" className="text-sm">
            Uploading {upload.name}: {formatBytes(upload.sent)} of {formatBytes(upload.total)}
          </label>
          <progress
            id="import-upload-progress"
            className="h-2 w-full accent-primary"
            max={Math.max(upload.total, 1)}
            value={upload.sent}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          The file was not imported: {error}
        </p>
      )}
      {job.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not follow the import: {job.error.message}
        </p>
      )}
      {job.data && (job.data.status === 'queued' || job.data.status === 'running') && (
        <JobProgress job={job.data} />
      )}
      {job.data?.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The import of {job.data.fileName} stopped: {job.data.error}
        </p>
      )}
      {job.data?.status === 'done' && (
        <p role="status" className="text-sm">
          The import of {job.data.fileName} is finished.
        </p>
      )}
      {job.data && (job.data.status === 'done' || job.data.status === 'failed') && (
        <>
          <JournalHabitTotals job={job.data} />
          <ImportReport job={job.data} />
        </>
      )}
    </section>
  );
}
