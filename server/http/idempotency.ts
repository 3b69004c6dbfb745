import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@common/offline';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { badRequest, inProgress, payloadTooLarge, unprocessable } from '../errors';
import { releaseKey, rememberAnswer, reserveKey, type KeyRow } from './idempotencyKeys';
import type { AppEnv } from './types';

/** Set on an answer given again from memory instead of running the write twice. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The largest body a keyed write may have: it is read whole to fingerprint
 * it. Four times the largest note's Markdown, so JSON escaping still fits.
 */
export const MAX_KEYED_BODY_BYTES = 8 * 1024 * 1024;

/** The largest answer remembered; a bigger one is given once and its key let go. */
export const MAX_REMEMBERED_ANSWER_BYTES = 8 * 1024 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Answers that say "try again" (timeout, busy, rate limit, server error): never repeated from memory. */
const RETRYABLE_STATUSES = new Set([408, 409, 429]);

const mediaTypeOf = (headers: Headers) =>
  (headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';

/**
 * Idempotent writes for the offline outbox: a write to /api that carries an
 * `Idempotency-Key` header runs once per signed-in user and key; the same
 * key again gets the first answer (status, JSON body) with
 * `Idempotent-Replayed: true`, or 422 if the request differs (its method,
 * path and body are fingerprinted), or 409 while the first is still running.
 *
 * Remembered: 2xx and 4xx answers with a JSON or empty body, except those
 * that ask for a retry (408, 409, 429). Not remembered, key let go so a retry
 * runs again: 5xx, a thrown error, streams and files (event streams,
 * downloads), answers that set a cookie, answers over 8 MB. Passed through
 * without the feature: requests whose body is not JSON (multipart uploads,
 * whose size is theirs to limit), Better Auth's endpoints, and signed-out
 * requests (they get their 401 from the route).
 */
export function idempotency(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const request = c.req.raw;
    if (key === undefined || !WRITE_METHODS.has(request.method) || isAuthPath(c.req.path))
      return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key))
      throw badRequest(
        `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 100 letters, digits, "-" or "_".`,
      );
    const mediaType = mediaTypeOf(request.headers);
    if (request.body !== null && mediaType !== '' && !JSON_MEDIA_TYPE.test(mediaType))
      return next();
    const session = await auth.sessions.sessionOf(request.headers);
    if (!session) return next();
    c.set('user', session.user);
    const userId = session.user.id;

    const fingerprint = await fingerprintOf(request);
    const existing = await reserveKey(db, userId, key, fingerprint);
    if (existing) return answerAgain(existing, fingerprint);
    try {
      await next();
    } catch (error) {
      await releaseKey(db, userId, key);
      throw error;
    }
    const answer = await rememberableAnswer(c.res);
    if (answer) await rememberAnswer(db, userId, key, answer);
    else await releaseKey(db, userId, key);
  };
}

const isAuthPath = (path: string) => path === '/api/auth' || path.startsWith('/api/auth/');

/** SHA-256 of method, path with query, and body (read from a copy, at most MAX_KEYED_BODY_BYTES). */
async function fingerprintOf(request: Request): Promise<string> {
  const hash = createHash('sha256');
  const url = new URL(request.url);
  hash.update(`${request.method}\n${url.pathname}${url.search}\n`);
  const tooLarge = () =>
    payloadTooLarge(
      `A request with an ${IDEMPOTENCY_KEY_HEADER} is at most ${MAX_KEYED_BODY_BYTES / 1024 / 1024} MB.`,
    );
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_KEYED_BODY_BYTES) throw tooLarge();
  const body = request.body === null ? null : request.clone().body;
  if (!body) return hash.digest('hex');
  const reader = body.getReader();
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > MAX_KEYED_BODY_BYTES) {
      // Not awaited: a copy's cancel settles only once the original is cancelled too.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    hash.update(chunk.value);
  }
  return hash.digest('hex');
}

function answerAgain(row: KeyRow, fingerprint: string): Response {
  if (row.fingerprint !== fingerprint)
    throw unprocessable(`This ${IDEMPOTENCY_KEY_HEADER} was used for a different request.`);
  if (row.status === null) throw inProgress();
  const headers = new Headers({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
  if (row.contentType) headers.set('Content-Type', row.contentType);
  return new Response(row.body, { status: row.status, headers });
}

/** The answer to keep under the key, or null when it must not be given again (see idempotency()). */
async function rememberableAnswer(
  response: Response,
): Promise<{ status: number; body: string | null; contentType: string | null } | null> {
  const { status, headers } = response;
  const kept = (status >= 200 && status < 300) || (status >= 400 && status < 500);
  if (!kept || RETRYABLE_STATUSES.has(status) || headers.has('Set-Cookie')) return null;
  const contentType = headers.get('Content-Type');
  if (response.body === null) return { status, body: null, contentType };
  if (!JSON_MEDIA_TYPE.test(mediaTypeOf(headers))) return null;
  if (Number(headers.get('Content-Length') ?? 0) > MAX_REMEMBERED_ANSWER_BYTES) return null;
  const body = await response.clone().text();
  if (Buffer.byteLength(body) > MAX_REMEMBERED_ANSWER_BYTES) return null;
  return { status, body, contentType };
}
