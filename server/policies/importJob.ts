import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findImportJob, type ImportJobRow } from '../import/importJobs';

/**
 * One of the user's import jobs: only its owner may see it. Another user's
 * answers 404, exactly like a missing one.
 */
export async function findOwnedImportJob(
  db: Db,
  userId: string,
  id: string,
): Promise<ImportJobRow> {
  const row = await findImportJob(db, id);
  if (!row || row.userId !== userId) throw notFound('Import not found.');
  return row;
}
