import { z } from './zod';

/**
 * Stable error codes. The client chooses what to tell the reader by the code,
 * never by reading the message text (app/lib/apiErrorWords.ts): its own words
 * for a code raised with one fixed message, the server's message for a code
 * whose message names the case.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EDIT_CONFLICT',
  'IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'AI_LIMIT_REACHED',
  'AI_NOT_CONFIGURED',
  'AI_UNAVAILABLE',
  'BILLING_DISABLED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The body of every error answer of the API. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field-level problems, for validation failures. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
