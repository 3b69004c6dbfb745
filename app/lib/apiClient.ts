import type { ErrorResponse } from '@common/schemas/error';
import { sessionStore } from '@app/auth/sessionStore';
import { apiFetch } from '@app/native/serverConnection';
import { apiErrorMessage } from './apiErrorWords';

/**
 * A failed API call: the HTTP status, the server's stable code, and as its
 * message the words for the reader (chosen by the code: see apiErrorWords).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One JSON call to our API: same-origin cookies, JSON in and out, and the
 * server's `{ error: { code, message } }` turned into an ApiError worded for
 * the reader; an answer without that body (a proxy's error page) says its
 * HTTP status. A 401 means the session ended elsewhere: the page signs out
 * (see sessionStore.expire).
 */
export async function apiCall<T>(path: string, init: RequestInit = {}): Promise<T> {
  const isJsonBody = typeof init.body === 'string';
  // In a browser exactly fetch; the native app's calls go to its server with its token.
  const response = await apiFetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(isJsonBody ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw await apiErrorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The ApiError a failed answer stands for (its body read); a 401 signs the page out. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  if (response.status === 401) sessionStore.expire();
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const error = body?.error;
  return error
    ? new ApiError(response.status, error.code, apiErrorMessage(error.code, error.message))
    : new ApiError(response.status, 'INTERNAL', `Request failed (HTTP ${response.status})`);
}

/** A JSON body for apiCall. */
export const jsonBody = (method: string, body: unknown = {}): RequestInit => ({
  method,
  body: JSON.stringify(body),
});
