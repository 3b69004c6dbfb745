import type { ErrorHandler, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorCode } from '@common/schemas/error';
import { AppError, internalError, notFound } from '../errors';
import type { AppEnv } from './types';

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Turns anything thrown into `{ error: { code, message } }`; never a stack trace. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    c.get('logger').error({ err: error }, 'unhandled error');
  }
  return c.json(appError.toResponseBody(), appError.status);
};

export const apiNotFound: Handler<AppEnv> = (c) =>
  c.json(notFound(`No API endpoint at ${c.req.method} ${c.req.path}.`).toResponseBody(), 404);

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    const code = codeByStatus[error.status] ?? 'BAD_REQUEST';
    return new AppError(error.status, code, error.message || 'The request could not be handled.');
  }
  return internalError();
}
