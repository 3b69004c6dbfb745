import type { ErrorResponse } from '@common/schemas/error';
import type { ImportJob } from '@common/schemas/import';
import { sessionStore } from '@app/auth/sessionStore';
import { apiCall, ApiError } from '@app/lib/apiClient';
import { apiErrorMessage } from '@app/lib/apiErrorWords';

export const fetchImportJob = (id: string) =>
  apiCall<ImportJob>(`/api/import/${encodeURIComponent(id)}`);

export const fetchImportJobs = () =>
  apiCall<{ jobs: ImportJob[] }>('/api/import').then((body) => body.jobs);

/**
 * Uploads a file to import (POST /api/import), reporting bytes sent as they
 * go: XMLHttpRequest, since fetch cannot report upload progress. Answers the
 * queued job; a refusal becomes an ApiError worded like every other call's.
 */
export function uploadImport(
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/import');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's page): worded by status below.
      }
      if (request.status === 202 && body && typeof body === 'object' && 'job' in body) {
        resolve((body as { job: ImportJob }).job);
        return;
      }
      if (request.status === 401) sessionStore.expire();
      const error = (body as Partial<ErrorResponse> | null)?.error;
      reject(
        error
          ? new ApiError(request.status, error.code, apiErrorMessage(error.code, error.message))
          : new ApiError(request.status, 'INTERNAL', `The upload failed (HTTP ${request.status}).`),
      );
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK', 'The upload was cut off. Check your connection and try again.'),
      );
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}
