import { readFile } from 'node:fs/promises';
import {
  fromPhotoFieldsSchema,
  fromPhotoJobResponseSchema,
  fromPhotoNoteResponseSchema,
  MAX_PHOTOS_PER_REQUEST,
  ocrLanguageCodes,
} from '@common/schemas/ocr';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AiProvider } from '../../ai/aiProvider';
import { requireChatModel } from '../../ai/assistant/chatModel';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { BillingConfig } from '../../billing/config';
import type { Database } from '../../db/client';
import { rateLimited, unavailable } from '../../errors';
import type { AppEnv } from '../../http/types';
import { findFullNote } from '../../notes/noteQueries';
import { insertPhotoJob, MAX_PENDING_PER_USER, MAX_WAITING_JOBS } from '../../ocr/photoJobs';
import { checkPhotosFit, createPhotoNote } from '../../ocr/photoNotes';
import type { Ocr } from '../../ocr/ocrSetup';
import { receivePhotos } from '../../ocr/photoUpload';
import { recognisePhoto } from '../../ocr/recognisePhoto';
import { authorizeNote } from '../../policies/note';
import { presentNote } from '../../presenters/note';
import { presentPhotoJob } from '../../presenters/photoJob';
import type { FileStorage } from '../../storage/fileStorage';
import { uploadRateLimit } from '../attachments/attachments';
import { json, parseFields, photoErrors, photoForm, whenNotBusy } from './ocrHttp';

/**
 * `POST /api/notes/from-photo`: photos become a note with the photos and
 * their text (one photo: 201 with the note; several: 202 with a job that
 * reads them in turn). Nothing is made when the photo cannot be read, the
 * quota is full or tidying fails.
 */
export function fromPhotoRoutes(
  auth: Auth,
  database: Database,
  storage: FileStorage,
  billing: BillingConfig,
  ai: AiProvider | null,
  ocr: Ocr,
) {
  const { db } = database;
  const deps = { db, storage, quotaBytes: ocr.quotaBytes, billing };
  return new Hono<AppEnv>().post(
    '/from-photo',
    describeRoute({
      summary:
        'A note from photos (multipart "file" repeated, up to 20; optional "language", "mode" one|each, "tidy" true for headings and lists by AI, one use a note)',
      tags: ['Photo to note'],
      requestBody: photoForm('The photos, in order, and how to make notes of them', {
        language: { type: 'string', enum: ocrLanguageCodes },
        mode: { type: 'string', enum: ['one', 'each'] },
        tidy: { type: 'string', enum: ['true', 'false'] },
      }),
      responses: {
        201: { description: 'One photo: its note', content: json(fromPhotoNoteResponseSchema) },
        202: {
          description: 'Several photos: the job reading them',
          content: json(fromPhotoJobResponseSchema),
        },
        ...photoErrors,
        429: {
          description: 'Too many photos this minute, too many jobs waiting, or no AI uses left',
        },
        502: { description: 'Tidying with AI failed (AI_UNAVAILABLE): nothing was made' },
        503: {
          description: 'Busy (see Retry-After), or tidy asked without AI (AI_NOT_CONFIGURED)',
        },
      },
    }),
    requireSession(auth),
    uploadRateLimit(ocr.uploadsPerMinute, 'photos'),
    async (c) => {
      const user = c.get('user');
      const upload = await receivePhotos(c, {
        tempDir: ocr.tempDir,
        maxFiles: MAX_PHOTOS_PER_REQUEST,
      });
      let handedOver = false;
      try {
        const fields = parseFields(fromPhotoFieldsSchema, upload.fields);
        const language = ocr.languages.require(fields.language);
        const tidyWith = fields.tidy === 'true' ? requireChatModel(ai) : null;
        const total = upload.photos.reduce((sum, photo) => sum + photo.size, 0);
        await checkPhotosFit(db, user.id, total, ocr.quotaBytes);

        if (upload.photos.length === 1) {
          const photo = upload.photos[0]!;
          const bytes = await readFile(photo.path);
          const result = await whenNotBusy(c, () => recognisePhoto(ocr.pool, bytes, language));
          const noteId = await createPhotoNote(deps, [{ bytes, mime: photo.mime, result }], {
            tidyWith,
            user,
            signal: c.req.raw.signal,
          });
          const note = presentNote(authorizeNote(user.id, await findFullNote(db, noteId)));
          return c.json({ note }, 201);
        }

        if (ocr.jobs.pendingFor(user.id) >= MAX_PENDING_PER_USER)
          throw rateLimited(
            `You have ${MAX_PENDING_PER_USER} sets of photos being read. Wait for one to finish, then try again.`,
          );
        if (ocr.jobs.waitingCount >= MAX_WAITING_JOBS) {
          c.header('Retry-After', '60');
          throw unavailable(
            'The server is busy reading other photos. Please try again in a minute.',
          );
        }
        const row = await insertPhotoJob(db, {
          id: crypto.randomUUID(),
          userId: user.id,
          total: upload.photos.length,
        });
        ocr.jobs.enqueue({
          id: row.id,
          userId: user.id,
          user,
          upload,
          language,
          mode: fields.mode ?? 'one',
          tidyWith,
        });
        handedOver = true;
        return c.json({ job: presentPhotoJob(row) }, 202);
      } finally {
        if (!handedOver) await upload.discard();
      }
    },
  );
}
