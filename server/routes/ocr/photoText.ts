import { idParamSchema } from '@common/schemas/ids';
import {
  fromPhotoFieldsSchema,
  photoMimeTypes,
  photoTextResponseSchema,
  type OcrLanguageCode,
} from '@common/schemas/ocr';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { notFound, unsupportedMediaType } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import type { Ocr } from '../../ocr/ocrSetup';
import { findPhotoText, savePhotoText } from '../../ocr/photoTexts';
import { recognisePhoto } from '../../ocr/recognisePhoto';
import { findOwnedAttachment } from '../../policies/attachment';
import type { FileStorage } from '../../storage/fileStorage';
import { uploadRateLimit } from '../attachments/attachments';
import { json, photoErrors, whenNotBusy } from './ocrHttp';

const languageQuery = fromPhotoFieldsSchema.pick({ language: true });

/**
 * `/api/attachments/:id/text`: read the text on a photo the user already
 * uploaded (the editor's "Photo to text"), kept with the photo; and what was
 * read on it, for showing a search hit on the photo. Owner only.
 */
export function photoTextRoutes(auth: Auth, database: Database, storage: FileStorage, ocr: Ocr) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use('/:id/text', requireSession(auth))
    .post(
      '/:id/text',
      describeRoute({
        summary:
          'Read the text on an uploaded photo and keep it with the photo (optional "language" in the query)',
        tags: ['Photo to note'],
        responses: {
          200: { description: 'What was read', content: json(photoTextResponseSchema) },
          404: { description: 'No such photo (or another user’s)' },
          ...photoErrors,
        },
      }),
      uploadRateLimit(ocr.uploadsPerMinute, 'photos'),
      validate('param', idParamSchema),
      validate('query', languageQuery),
      async (c) => {
        const userId = c.get('user').id;
        const upload = await findOwnedAttachment(db, userId, c.req.valid('param').id);
        const language: OcrLanguageCode = ocr.languages.require(c.req.valid('query').language);
        if (upload.mime === 'image/heic')
          throw unsupportedMediaType(
            'HEIC photos cannot be read for text here. Upload the photo as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible).',
          );
        if (!(photoMimeTypes as readonly string[]).includes(upload.mime))
          throw unsupportedMediaType('Only JPEG, PNG, WebP and GIF photos can be read for text.');
        const bytes = await storage.get(upload.storageKey);
        if (!bytes) throw notFound('Image not found.');
        const text = await whenNotBusy(c, () => recognisePhoto(ocr.pool, bytes, language));
        await savePhotoText(db, upload.id, userId, text);
        return c.json({ text });
      },
    )
    .get(
      '/:id/text',
      describeRoute({
        summary: 'What was read on a photo (null when it never was), to show a search hit on it',
        tags: ['Photo to note'],
        responses: {
          200: { description: 'The words and their boxes', content: json(photoTextResponseSchema) },
          404: { description: 'No such photo (or another user’s)' },
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const upload = await findOwnedAttachment(db, c.get('user').id, c.req.valid('param').id);
        return c.json({ text: await findPhotoText(db, upload.id) });
      },
    );
}
