import type { ErrorResponse } from '@common/schemas/error';
import type { ExportLayout, ExportSummary, NoteExportFormat } from '@common/schemas/export';
import { sessionStore } from '@app/auth/sessionStore';
import { apiCall, ApiError } from '@app/lib/apiClient';
import { apiErrorMessage } from '@app/lib/apiErrorWords';
import { apiFetch } from '@app/native/serverConnection';

/** A download's bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The exact name from `filename*=UTF-8''…`, else the plain `filename="…"`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** An API download that failed, as an ApiError worded for the reader (as apiCall does for JSON). */
async function downloadError(response: Response): Promise<ApiError> {
  if (response.status === 401) sessionStore.expire();
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const error = body?.error;
  return error
    ? new ApiError(response.status, error.code, apiErrorMessage(error.code, error.message))
    : new ApiError(response.status, 'INTERNAL', `Download failed (HTTP ${response.status})`);
}

/**
 * Fetches a download from our API, reporting bytes as they arrive, and
 * answers it whole (a Blob) once the server has sent everything.
 */
export async function download(
  path: string,
  fallbackName: string,
  onProgress?: (receivedBytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await apiFetch(path, { credentials: 'same-origin', signal: signal ?? null });
  if (!response.ok) throw await downloadError(response);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body || !onProgress) return { blob: await response.blob(), fileName };
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}

/** Hands a downloaded file to the browser's own download (a temporary link). */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const noteExportUrl = (noteId: string, format: NoteExportFormat) =>
  `/api/notes/${encodeURIComponent(noteId)}/export?format=${format}`;

export const accountExportUrl = (layout: ExportLayout) => `/api/export?layout=${layout}`;

export const fetchExportSummary = () => apiCall<ExportSummary>('/api/export/summary');
