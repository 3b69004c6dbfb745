import { idSchema } from './ids';
import { z } from './zod';

/** The file types the importer reads (by extension; the bytes are checked too). */
export const importExtensions = [
  '.enex',
  '.md',
  '.markdown',
  '.txt',
  '.zip',
  '.html',
  '.htm',
] as const;

export const importJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/** What happened to one source item (an Evernote note, a file in a ZIP). */
export const importItemStatuses = [
  'imported',
  'partial',
  'failed',
  'skipped',
  'already-imported',
] as const;
export type ImportItemStatus = (typeof importItemStatuses)[number];

export const importReportItemSchema = z.object({
  /** Where it came from: a path in the ZIP, or "note 3: Title" in an ENEX file. */
  source: z.string(),
  /** A note, or another file of the ZIP (an attachment, a skipped file). */
  kind: z.enum(['note', 'file']),
  status: z.enum(importItemStatuses),
  /** Why it failed, was skipped, or is only partly imported. */
  reason: z.string().nullable(),
  /** The note it became (or already was), for a link to /note/<id>. */
  noteId: z.string().nullable(),
  title: z.string().nullable(),
  /** Details a person may want: attachments not imported, missing ones, links left as text. */
  details: z.array(z.string()),
});
export type ImportReportItem = z.infer<typeof importReportItemSchema>;

const countsSchema = z.object({ in: z.number().int(), out: z.number().int() });

export const importTotalsSchema = z.object({
  /** Notes found in the file, and notes now in the account from it (new or already imported). */
  notes: countsSchema.extend({
    imported: z.number().int(),
    partial: z.number().int(),
    failed: z.number().int(),
    alreadyImported: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Attachments referenced, and stored. */
  attachments: countsSchema.extend({ missing: z.number().int(), failed: z.number().int() }),
  /** Tag names on source notes, and tag names put on imported notes. */
  tags: countsSchema,
  /** Links between imported notes found, and rewritten to /note/<id>; the rest stay as text. */
  links: countsSchema.extend({ unresolved: z.number().int() }),
  /**
   * Days of an Inkling export's journal.json: restored as journal entries, there
   * from an earlier run, kept as plain notes (a day already written, a note not
   * imported), or lost with a file that could not be read. Absent in reports
   * written before journal.json was read.
   */
  journal: z
    .object({
      in: z.number().int(),
      imported: z.number().int(),
      alreadyImported: z.number().int(),
      keptAsNotes: z.number().int(),
      failed: z.number().int(),
    })
    .optional(),
  /** Habits of an Inkling export's habits.json, and the check-ins of those created. */
  habits: z
    .object({
      in: z.number().int(),
      imported: z.number().int(),
      alreadyImported: z.number().int(),
      failed: z.number().int(),
      checkins: z.number().int(),
    })
    .optional(),
});
export type ImportTotals = z.infer<typeof importTotalsSchema>;

export const importReportSchema = z.object({
  /** What the file was read as. */
  format: z.enum(['enex', 'markdown', 'html', 'zip']),
  totals: importTotalsSchema,
  items: z.array(importReportItemSchema),
  /** Items past the report's cap: counted in the totals, not listed. */
  omittedItems: z.number().int(),
  /** Where reading the file stopped early (malformed XML, a broken ZIP), if it did. */
  stoppedAt: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(importJobStatuses),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Why the whole job failed, when it did. */
  error: z.string().nullable(),
  report: importReportSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobResponseSchema = z.object({ job: importJobSchema });
/** Recent jobs, newest first, without their item lists. */
export const importJobListSchema = z.object({ jobs: z.array(importJobSchema) });

export const importJobParamSchema = z.object({ jobId: idSchema });
