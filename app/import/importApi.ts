import type { ImportJob } from '@common/schemas/import';
import { apiCall, ApiError } from '@app/lib/apiClient';
import { uploadForm } from '@app/lib/uploadForm';

export const fetchImportJob = (id: string) =>
  apiCall<ImportJob>(`/api/import/${encodeURIComponent(id)}`);

export const fetchImportJobs = () =>
  apiCall<{ jobs: ImportJob[] }>('/api/import').then((body) => body.jobs);

/**
 * Uploads a file to import (POST /api/import), reporting bytes sent as they
 * go. Answers the queued job; a refusal becomes an ApiError worded like every
 * other call's.
 */
export async function uploadImport(
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ImportJob> {
  const form = new FormData();
  form.set('file', file);
  const answer = await uploadForm('/api/import', form, {
    onProgress: (sent, total) => onProgress(sent, total || file.size),
    signal,
  });
  const body = answer.body as { job?: ImportJob } | null;
  if (answer.status !== 202 || !body?.job)
    throw new ApiError(answer.status, 'INTERNAL', `The upload failed (HTTP ${answer.status}).`);
  return body.job;
}
