import { mkdir } from 'node:fs/promises';
import {
  importJobListSchema,
  importJobParamSchema,
  importJobResponseSchema,
  importJobSchema,
} from '@common/schemas/import';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { rateLimited, unavailable } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  insertImportJob,
  MAX_PENDING_PER_USER,
  MAX_WAITING_JOBS,
  recentImportJobs,
  type ImportRunner,
} from '../../import/importJobs';
import { receiveUpload } from '../../import/uploadedFile';
import { findOwnedImportJob } from '../../policies/importJob';
import { presentImportJob } from '../../presenters/importJob';

export interface ImportRouteOptions {
  runner: ImportRunner;
  /** Where uploads wait while their job runs (DATA_DIR/import-tmp on a server). */
  tempDir: string;
  maxUploadBytes: number;
}

/**
 * `/api/import`: upload a file from another app (Evernote .enex, Markdown,
 * text, HTML, or a ZIP of them) to import as notes; follow the job; read
 * its report. Only the job's owner sees it.
 */
export function importRoutes(auth: Auth, database: Database, options: ImportRouteOptions) {
  const { db } = database;
  const { runner, tempDir, maxUploadBytes } = options;
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .post(
      '/',
      describeRoute({
        summary:
          'Import a file (multipart field "file": .enex, .md, .markdown, .txt, .html, .htm, or a .zip of Markdown such as an Obsidian vault, a Notion or an Inkling export)',
        tags: ['Import'],
        responses: {
          202: {
            description: 'The import job, queued',
            content: { 'application/json': { schema: resolver(importJobResponseSchema) } },
          },
          400: { description: 'No file, or an empty one' },
          413: { description: 'Larger than IMPORT_MAX_MB' },
          415: { description: 'Not multipart, or a file whose type the importer does not read' },
          429: { description: 'Too many imports waiting for this user' },
          503: { description: 'Too many imports waiting on the server' },
        },
      }),
      async (c) => {
        const userId = c.get('user').id;
        if (runner.pendingFor(userId) >= MAX_PENDING_PER_USER)
          throw rateLimited(
            `You have ${MAX_PENDING_PER_USER} imports waiting or running. Wait for one to finish, then try again.`,
          );
        if (runner.waitingCount >= MAX_WAITING_JOBS)
          throw unavailable(
            'The server is busy with other imports. Please try again in a few minutes.',
          );
        await mkdir(tempDir, { recursive: true });
        const upload = await receiveUpload(c, tempDir, maxUploadBytes);
        const row = await insertImportJob(db, {
          id: crypto.randomUUID(),
          userId,
          fileName: upload.fileName,
        });
        runner.enqueue({
          id: row.id,
          userId,
          filePath: upload.path,
          fileName: upload.fileName,
          kind: upload.kind,
        });
        return c.json({ job: presentImportJob(row) }, 202);
      },
    )
    .get(
      '/',
      describeRoute({
        summary: 'The signed-in user’s recent imports, newest first (reports without their items)',
        tags: ['Import'],
        responses: {
          200: {
            description: 'Jobs',
            content: { 'application/json': { schema: resolver(importJobListSchema) } },
          },
        },
      }),
      async (c) => {
        const rows = await recentImportJobs(db, c.get('user').id);
        return c.json({ jobs: rows.map((row) => presentImportJob(row, { withItems: false })) });
      },
    )
    .get(
      '/:jobId',
      describeRoute({
        summary: 'One import: status, progress and report',
        tags: ['Import'],
        responses: {
          200: {
            description: 'The job',
            content: { 'application/json': { schema: resolver(importJobSchema) } },
          },
          404: { description: 'No such import (or another user’s)' },
        },
      }),
      validate('param', importJobParamSchema),
      async (c) => {
        const row = await findOwnedImportJob(db, c.get('user').id, c.req.valid('param').jobId);
        return c.json(presentImportJob(row));
      },
    );
}
