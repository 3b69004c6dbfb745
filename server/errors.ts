import type { ErrorCode, ErrorResponse } from '@common/schemas/error';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

type Issue = NonNullable<ErrorResponse['error']['issues']>[number];

/**
 * An error the API answers on purpose. Its `code` is stable (clients map it to
 * words); its `message` is safe to show; nothing else about it leaves the server.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }

  toResponseBody(): ErrorResponse {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
      },
    };
  }
}

export const badRequest = (message = 'The request could not be understood.') =>
  new AppError(400, 'BAD_REQUEST', message);

export const validationFailed = (issues: Issue[], message = summariseIssues(issues)) =>
  new AppError(400, 'VALIDATION_FAILED', message, issues);

export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Another write kept changing the note while this one was applied: worth sending again. */
export const editConflict = () =>
  new AppError(
    409,
    'EDIT_CONFLICT',
    'This note was changing too quickly to save your edit. Please try again.',
  );

/** The same idempotent request is still running: ask again shortly (the outbox keeps it). */
export const inProgress = () =>
  new AppError(409, 'IN_PROGRESS', 'This request is already being handled.');

export const payloadTooLarge = (message = 'The request is too large.') =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message);

export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** Well-formed input the server will not process: Markdown too slow to read or nested too deeply. */
export const unprocessable = (message: string) => new AppError(422, 'UNPROCESSABLE', message);

export const rateLimited = (message = 'Too many requests. Please wait a moment and try again.') =>
  new AppError(429, 'RATE_LIMITED', message);

/** The day's AI uses are spent (the free allowance, or a subscriber's fair-use limit). */
export const aiLimitReached = (isPremium: boolean, limit: number) =>
  new AppError(
    429,
    'AI_LIMIT_REACHED',
    isPremium
      ? `You have reached today's fair-use limit of ${limit} AI uses. It resets at midnight UTC.`
      : `You have used today's ${limit} free AI uses. They renew at midnight UTC, or subscribe for unlimited AI.`,
  );

/** The operator has not set the model this feature needs (`missing`: the variables to set). */
export const aiNotConfigured = (missing: string[]) =>
  new AppError(
    503,
    'AI_NOT_CONFIGURED',
    `AI is not set up on this server. The operator sets ${missing.join(', ')}.`,
  );

/** The model server failed, timed out or could not be reached; no AI use was counted. */
export const aiUnavailable = (
  message = 'The AI model did not answer. Nothing was counted; try again.',
) => new AppError(502, 'AI_UNAVAILABLE', message);

/** Billing is switched off on this instance (no Stripe key): every feature is unlocked. */
export const billingDisabled = () =>
  new AppError(
    404,
    'BILLING_DISABLED',
    'Billing is not enabled on this instance: every feature is already unlocked.',
  );

export const internalError = () =>
  new AppError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');

export const unavailable = (message = 'The service is temporarily unavailable.') =>
  new AppError(503, 'UNAVAILABLE', message);

function summariseIssues(issues: Issue[]): string {
  const [first] = issues;
  if (!first) return 'The request is not valid.';
  const where = first.path ? `${first.path}: ` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where}${first.message}${more}`;
}
