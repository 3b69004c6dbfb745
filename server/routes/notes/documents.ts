import { DOCUMENTS_PER_REQUEST } from '@common/offline';
import { documentsRequestSchema, documentsResponseSchema } from '@common/schemas/sync';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { LiveNotes } from '../../collab/collabServer';
import type { Database } from '../../db/client';
import { payloadTooLarge, rateLimited } from '../../errors';
import { FixedWindowLimiter } from '../../http/rateLimiter';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { DOCUMENTS_ANSWER_BUDGET, documentsFor } from '../../sync/noteDocuments';

/** Requests per user per minute: a device filling its copies asks a few times, not hundreds. */
export const DOCUMENT_REQUESTS_PER_MINUTE = 120;

/** A request names at most 100 notes with a state vector each: far under this. */
const MAX_REQUEST_BYTES = 8 * 1024 * 1024;

function documentsRateLimit(): MiddlewareHandler<AppEnv> {
  const limiter = new FixedWindowLimiter('documents', DOCUMENT_REQUESTS_PER_MINUTE, 60_000);
  return async (c, next) => {
    const verdict = await limiter.hit(c.get('counters'), c.get('user').id);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw rateLimited(
        `At most ${DOCUMENT_REQUESTS_PER_MINUTE} requests for documents a minute. Please wait a moment.`,
      );
    }
    await next();
  };
}

/** `POST /api/notes/documents`: the Yjs documents of the user's notes, for the device's offline copies. */
export function noteDocumentRoutes(auth: Auth, database: Database, live?: LiveNotes) {
  return new Hono<AppEnv>().post(
    '/documents',
    describeRoute({
      summary: 'Yjs documents of notes, for offline copies',
      description: `For up to ${DOCUMENTS_PER_REQUEST} note ids, each with the state vector the device has (base64; none: the whole document), the Yjs update each lacks (base64), from the freshest document (the one open in an editor included). Ids that are not the user’s notes outside the trash are left out. Documents come in the order asked; the answer stops before passing ${DOCUMENTS_ANSWER_BUDGET / 1024 / 1024} MB of updates (always one at least): ask again for the ids after the last one answered. A state vector that is not one answers 400 naming its note.`,
      tags: ['Notes'],
      responses: {
        200: {
          description: 'The documents found, in the order asked',
          content: { 'application/json': { schema: resolver(documentsResponseSchema) } },
        },
        400: { description: 'Bad input, or a malformed state vector' },
        413: { description: 'The request is over 8 MB' },
        429: { description: 'Too many requests this minute (see Retry-After)' },
      },
    }),
    requireSession(auth),
    documentsRateLimit(),
    bodyLimit({
      maxSize: MAX_REQUEST_BYTES,
      onError: () => {
        throw payloadTooLarge('A request for documents is at most 8 MB.');
      },
    }),
    validate('json', documentsRequestSchema),
    async (c) =>
      c.json(await documentsFor(database.db, c.get('user').id, c.req.valid('json').notes, live)),
  );
}
