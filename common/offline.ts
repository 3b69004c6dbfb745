/**
 * Constants of offline use (issue 16), shared by the browser (outbox, local
 * copies, local search) and the server (idempotency, document prefetch).
 */

/** The header an outbox request carries so a retry is answered, not done twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a key may be: the outbox makes UUIDs; anything 8–100 safe characters is accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long the server remembers an answer under its key (an outbox can wait days offline). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24 * 14;

/** Notes whose document is kept on the device besides those opened: the most recent N (a setting). */
export const DEFAULT_OFFLINE_NOTE_COUNT = 500;
export const OFFLINE_NOTE_COUNT_CHOICES = [100, 500, 2000] as const;

/** `POST /api/notes/documents`: at most this many notes per request. */
export const DOCUMENTS_PER_REQUEST = 100;
