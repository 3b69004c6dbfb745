import { readFile } from 'node:fs/promises';
import { idParamSchema } from '@common/schemas/ids';
import {
  fromPhotoFieldsSchema,
  ocrLanguagesResponseSchema,
  ocrResultSchema,
  photoJobResponseSchema,
} from '@common/schemas/ocr';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import type { Ocr } from '../../ocr/ocrSetup';
import { receivePhotos } from '../../ocr/photoUpload';
import { recognisePhoto } from '../../ocr/recognisePhoto';
import { findOwnedPhotoJob } from '../../policies/photoJob';
import { presentPhotoJob } from '../../presenters/photoJob';
import { uploadRateLimit } from '../attachments/attachments';
import { json, parseFields, photoErrors, photoForm, whenNotBusy } from './ocrHttp';

const languageField = fromPhotoFieldsSchema.pick({ language: true });

/**
 * `/api/ocr`: the languages this server reads, the text on one photo
 * (nothing stored), and how far a job of several photos is.
 */
export function ocrRoutes(auth: Auth, database: Database, ocr: Ocr) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/languages',
      describeRoute({
        summary: 'The languages this server reads on photos (English always)',
        tags: ['Photo to note'],
        responses: {
          200: { description: 'Installed languages', content: json(ocrLanguagesResponseSchema) },
        },
      }),
      (c) => c.json(ocr.languages.listing()),
    )
    .post(
      '/',
      describeRoute({
        summary:
          'The text on a photo, each word with its box and confidence (multipart "file", optional "language"); nothing is stored',
        tags: ['Photo to note'],
        requestBody: photoForm('The photo, and the language of its text (default English)', {
          language: { type: 'string', enum: ocr.languages.codes },
        }),
        responses: {
          200: { description: 'What was read', content: json(ocrResultSchema) },
          ...photoErrors,
        },
      }),
      uploadRateLimit(ocr.uploadsPerMinute, 'photos'),
      async (c) => {
        const upload = await receivePhotos(c, { tempDir: ocr.tempDir, maxFiles: 1 });
        try {
          const { language } = parseFields(languageField, upload.fields);
          const code = ocr.languages.require(language);
          const bytes = await readFile(upload.photos[0]!.path);
          const result = await whenNotBusy(c, () => recognisePhoto(ocr.pool, bytes, code));
          return c.json(result);
        } finally {
          await upload.discard();
        }
      },
    )
    .get(
      '/jobs/:id',
      describeRoute({
        summary: 'How far a job of several photos is: photos read, notes made, photos not read',
        tags: ['Photo to note'],
        responses: {
          200: { description: 'The job', content: json(photoJobResponseSchema) },
          404: { description: 'No such job (or another user’s)' },
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const row = await findOwnedPhotoJob(db, c.get('user').id, c.req.valid('param').id);
        return c.json({ job: presentPhotoJob(row) });
      },
    );
}
