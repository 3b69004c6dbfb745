import { photoJobSchema, type PhotoJob } from '@common/schemas/ocr';
import type { PhotoJobRow } from '../ocr/photoJobs';

/** A photo job as the API shows it: status, photos read of all, notes made, what could not be read. */
export function presentPhotoJob(row: PhotoJobRow): PhotoJob {
  return photoJobSchema.parse({
    id: row.id,
    status: row.status,
    done: row.progressDone,
    total: row.progressTotal,
    noteIds: row.noteIds,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
