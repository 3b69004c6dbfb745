import { randomUUID } from 'node:crypto';
import {
  attachmentResponseSchema,
  MAX_ATTACHMENT_BYTES,
  storageUsageSchema,
  type StorageUsage,
} from '@common/schemas/attachments';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import {
  badRequest,
  notFound,
  payloadTooLarge,
  rateLimited,
  unsupportedMediaType,
} from '../../errors';
import { idParamSchema } from '@common/schemas/ids';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import type { MiddlewareHandler } from 'hono';
import { FixedWindowLimiter } from '../../http/rateLimiter';
import { findOwnedAttachment } from '../../policies/attachment';
import { presentAttachment } from '../../presenters/attachment';
import { acceptedImageType, servedAs } from '../../storage/attachments';
import { sendStoredFile } from '../../http/byteRange';
import type { FileStorage } from '../../storage/fileStorage';
import {
  defaultUploadLimits,
  storageUsedBy,
  storeWithinQuota,
  type UploadLimits,
} from '../../storage/uploadQuota';

const tooLarge = () => payloadTooLarge('Images can be at most 10 MB.');

/** Uploads per user per minute, counted before the body is read; `what` names them in the 429. */
export function uploadRateLimit(perMinute: number, what = 'images'): MiddlewareHandler<AppEnv> {
  const limiter = new FixedWindowLimiter(`uploads-${what}`, perMinute, 60_000);
  return async (c, next) => {
    const verdict = await limiter.hit(c.get('counters'), c.get('user').id);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw rateLimited(
        `You can upload at most ${perMinute} ${what} a minute. Please wait a moment and try again.`,
      );
    }
    await next();
  };
}

/**
 * `/api/attachments`: upload an image for a note (within the user's quota
 * and upload rate); only its owner can fetch it.
 */
export function attachmentRoutes(
  auth: Auth,
  database: Database,
  storage: FileStorage,
  limits: UploadLimits = defaultUploadLimits,
) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/usage',
      describeRoute({
        summary: 'How much of their storage quota the signed-in user has used',
        tags: ['Attachments'],
        responses: {
          200: {
            description: 'Bytes used and allowed',
            content: { 'application/json': { schema: resolver(storageUsageSchema) } },
          },
        },
      }),
      async (c) => {
        const usage: StorageUsage = {
          usedBytes: await storageUsedBy(db, c.get('user').id),
          quotaBytes: limits.quotaBytes,
        };
        return c.json(usage);
      },
    )
    .post(
      '/',
      describeRoute({
        summary:
          'Upload an image (multipart field "file"; PNG, JPEG, WebP, GIF or HEIC; at most 10 MB)',
        tags: ['Attachments'],
        responses: {
          201: {
            description: 'Stored',
            content: { 'application/json': { schema: resolver(attachmentResponseSchema) } },
          },
          413: { description: 'Over 10 MB, or over the user’s storage quota' },
          415: { description: 'Not an image of an accepted type' },
          429: { description: 'Too many uploads this minute (see Retry-After)' },
        },
      }),
      uploadRateLimit(limits.perMinute),
      // The multipart envelope adds a little to the file itself.
      bodyLimit({
        maxSize: MAX_ATTACHMENT_BYTES + 64 * 1024,
        onError: () => {
          throw tooLarge();
        },
      }),
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw badRequest('Send the image as multipart/form-data in a field named "file".');
        });
        const file = body.file;
        if (!(file instanceof File))
          throw badRequest('Send the image as multipart/form-data in a field named "file".');
        if (file.size > MAX_ATTACHMENT_BYTES) throw tooLarge();
        const bytes = new Uint8Array(await file.arrayBuffer());
        const mime = await acceptedImageType(bytes);
        if (!mime)
          throw unsupportedMediaType('Only PNG, JPEG, WebP, GIF and HEIC images can be uploaded.');
        const upload = { id: randomUUID(), userId: c.get('user').id, mime, bytes };
        await storeWithinQuota(db, storage, upload, limits.quotaBytes);
        return c.json({ attachment: presentAttachment({ ...upload, size: bytes.length }) }, 201);
      },
    )
    .get(
      '/:id',
      describeRoute({
        summary:
          'The image or recording itself (inline; recordings answer Range requests so a player can seek), or an imported file (as a download), for its owner',
        tags: ['Attachments'],
        responses: {
          200: { description: 'The bytes' },
          206: { description: 'The byte range asked for (Range: bytes=a-b)' },
          404: { description: 'No such file (or another user’s)' },
          416: { description: 'The range starts past the end of the file' },
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const upload = await findOwnedAttachment(db, c.get('user').id, c.req.valid('param').id);
        const { contentType, disposition } = servedAs(upload);
        const response = await sendStoredFile(
          c,
          storage,
          { key: upload.storageKey, size: upload.size },
          {
            'Content-Type': contentType,
            'Cache-Control': 'private, max-age=31536000, immutable',
            'Content-Disposition': disposition,
            'X-Content-Type-Options': 'nosniff',
          },
        );
        if (!response) throw notFound('File not found.');
        return response;
      },
    );
}
