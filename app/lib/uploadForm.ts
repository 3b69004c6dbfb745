import type { ErrorResponse } from '@common/schemas/error';
import { sessionStore } from '@app/auth/sessionStore';
import { ApiError } from './apiClient';
import { apiErrorMessage } from './apiErrorWords';
import { apiUrl, withAuthorization } from '@app/native/serverConnection';

export interface UploadAnswer {
  status: number;
  /** The JSON body, or null when there was none (a proxy's page). */
  body: unknown;
}

export interface UploadOptions {
  /** Bytes sent so far, of the whole request body. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal | undefined;
}

/**
 * Sends a form (files and fields) to our API, reporting bytes sent as they
 * go: XMLHttpRequest, since fetch cannot report upload progress. Answers any
 * 2xx with its status and JSON body; a refusal becomes an ApiError worded
 * like every other call's (see apiClient), a cut connection a NETWORK one,
 * an abort an AbortError.
 */
export function uploadForm(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    // In the native app: the chosen server, with the session token (no cookie there).
    request.open('POST', apiUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    withAuthorization().forEach((value, name) => request.setRequestHeader(name, value));
    if (onProgress) request.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's page): worded by status below.
      }
      if (request.status >= 200 && request.status < 300) {
        resolve({ status: request.status, body });
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
    request.send(form);
  });
}
