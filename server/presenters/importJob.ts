import { importJobSchema, type ImportJob, type ImportReport } from '@common/schemas/import';
import type { ImportJobRow } from '../import/importJobs';

/** A job as the API shows it: status, progress, error, and its report (items only when asked). */
export function presentImportJob(row: ImportJobRow, { withItems = true } = {}): ImportJob {
  const report = row.report as ImportReport | null;
  return importJobSchema.parse({
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    error: row.error,
    report: report && (withItems ? report : { ...report, items: [] }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
