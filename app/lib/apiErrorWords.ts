import type { ErrorCode } from '@common/schemas/error';

/**
 * What the reader is told when the API answers an error, chosen by its stable
 * code (`common/schemas/error.ts`), never by reading the message text.
 *
 * The rule:
 * - `ours`: the server raises the code with one fixed, general message. The
 *   reader gets these words, whatever the answer's message says.
 * - `theirs`: the server raises the code in many cases, each with a message
 *   written for the reader that names the case ("You already have a tag
 *   called “Work”.", "Images can be at most 10 MB."). The reader gets that
 *   message; these words stand in only when an answer carries none.
 */
type Words = { ours: string } | { theirs: string };

const apiErrorWords = {
  BAD_REQUEST: { theirs: 'The request could not be understood.' },
  VALIDATION_FAILED: { theirs: 'Something in the request is not valid.' },
  UNAUTHORIZED: { ours: 'Please sign in to continue.' },
  FORBIDDEN: { theirs: 'You are not allowed to do that.' },
  NOT_FOUND: { theirs: 'Not found.' },
  CONFLICT: { theirs: 'That clashes with something that already exists.' },
  EDIT_CONFLICT: {
    ours: 'This note was changing too quickly to save your edit. Please try again.',
  },
  IN_PROGRESS: { ours: 'This change is still being saved. It will be checked again shortly.' },
  PAYLOAD_TOO_LARGE: { theirs: 'That is too large to send.' },
  UNSUPPORTED_MEDIA_TYPE: { theirs: 'That kind of file cannot be sent here.' },
  UNPROCESSABLE: { theirs: 'That could not be processed.' },
  RATE_LIMITED: { theirs: 'Too many requests. Please wait a moment and try again.' },
  AI_LIMIT_REACHED: { theirs: 'You have used all of today’s AI uses.' },
  AI_NOT_CONFIGURED: { theirs: 'AI is not set up on this server.' },
  AI_UNAVAILABLE: { theirs: 'The AI model did not answer. Nothing was counted; try again.' },
  BILLING_DISABLED: {
    ours: 'Billing is not enabled on this instance: every feature is already unlocked.',
  },
  INTERNAL: { ours: 'Something went wrong on our side. Please try again.' },
  UNAVAILABLE: { theirs: 'The service is temporarily unavailable.' },
} satisfies Record<ErrorCode, Words>;

const isKnownCode = (code: string): code is ErrorCode => Object.hasOwn(apiErrorWords, code);

/**
 * The words for an error answer with `code` and the server's `message`. A
 * code this client does not know (a newer server) shows the server's message.
 */
export function apiErrorMessage(code: string, message: string | undefined): string {
  if (!isKnownCode(code)) return message || apiErrorWords.INTERNAL.ours;
  const words: Words = apiErrorWords[code];
  return 'ours' in words ? words.ours : message || words.theirs;
}
