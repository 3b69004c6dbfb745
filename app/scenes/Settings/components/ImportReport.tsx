import type { ImportItemStatus, ImportJob, ImportReportItem } from '@common/schemas/import';
import { Link } from 'react-router';
import { cn } from '@app/lib/cn';

const statusWords: Record<ImportItemStatus, string> = {
  imported: 'Imported',
  partial: 'Partly imported',
  failed: 'Not imported',
  skipped: 'Skipped',
  'already-imported': 'Already imported',
};

const statusClass: Record<ImportItemStatus, string> = {
  imported: 'text-emerald-700 dark:text-emerald-400',
  partial: 'text-amber-700 dark:text-amber-400',
  failed: 'text-destructive',
  skipped: 'text-muted-foreground',
  'already-imported': 'text-muted-foreground',
};

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString()} ${value === 1 ? one : many}`;

function ReportItem({ item }: { item: ImportReportItem }) {
  return (
    <li className="grid gap-0.5 border-b border-border py-2 text-sm last:border-b-0">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className={cn('font-medium', statusClass[item.status])}>
          {statusWords[item.status]}
        </span>
        {item.noteId ? (
          <Link
            to={`/note/${item.noteId}`}
            className="break-all text-primary underline-offset-4 hover:underline"
          >
            {item.title ?? item.source}
          </Link>
        ) : (
          <span className="break-all">{item.title ?? item.source}</span>
        )}
      </div>
      {item.title && item.title !== item.source && (
        <span className="break-all text-xs text-muted-foreground">{item.source}</span>
      )}
      {item.reason && <span className="text-xs">{item.reason}</span>}
      {item.details.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-muted-foreground">
          {item.details.map((detail) => (
            <li key={detail} className="break-words">
              {detail}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What an import did: totals, where it stopped, and every note and file with its outcome. */
export function ImportReport({ job }: { job: ImportJob }) {
  const report = job.report;
  if (!report) return null;
  const { notes, attachments, tags, links } = report.totals;
  const files = report.items.filter((item) => item.kind === 'file');
  const noteItems = report.items.filter((item) => item.kind === 'note');
  return (
    <section aria-labelledby="import-report-title" className="grid gap-3">
      <h4 id="import-report-title" className="text-sm font-semibold">
        Report: {job.fileName}
      </h4>
      <ul className="grid gap-1 text-sm" data-testid="import-totals">
        <li>
          {count(notes.in, 'note', 'notes')} found: {notes.imported.toLocaleString()} imported
          {notes.partial > 0 && `, ${notes.partial.toLocaleString()} partly`}
          {notes.alreadyImported > 0 &&
            `, ${notes.alreadyImported.toLocaleString()} already imported`}
          {notes.failed > 0 && `, ${notes.failed.toLocaleString()} not imported`}
          {notes.skipped > 0 && `; ${count(notes.skipped, 'file', 'files')} skipped`}
        </li>
        <li>
          {count(attachments.in, 'attachment', 'attachments')} found,{' '}
          {attachments.out.toLocaleString()} stored
          {attachments.missing > 0 && `, ${attachments.missing.toLocaleString()} missing`}
          {attachments.failed > 0 && `, ${attachments.failed.toLocaleString()} not stored`}
        </li>
        <li>
          {count(tags.in, 'tag', 'tags')} found, {tags.out.toLocaleString()} applied
        </li>
        {links.in > 0 && (
          <li>
            {count(links.in, 'link', 'links')} between notes, {links.out.toLocaleString()} linked
            {links.unresolved > 0 && `, ${links.unresolved.toLocaleString()} left as text`}
          </li>
        )}
      </ul>
      {report.stoppedAt && (
        <p role="alert" className="text-sm text-destructive">
          Reading stopped early: {report.stoppedAt}
        </p>
      )}
      {noteItems.length > 0 && (
        <ul aria-label="Notes" className="rounded-lg border border-border px-3">
          {noteItems.map((item, index) => (
            <ReportItem key={`${item.source}-${index}`} item={item} />
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            Other files in the archive ({files.length.toLocaleString()})
          </summary>
          <ul aria-label="Other files" className="mt-2 rounded-lg border border-border px-3">
            {files.map((item, index) => (
              <ReportItem key={`${item.source}-${index}`} item={item} />
            ))}
          </ul>
        </details>
      )}
      {report.omittedItems > 0 && (
        <p className="text-sm text-muted-foreground">
          … and {count(report.omittedItems, 'more item', 'more items')}, counted in the totals
          above.
        </p>
      )}
    </section>
  );
}
