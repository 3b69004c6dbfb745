import { Readable } from 'node:stream';
import {
  accountExportQuerySchema,
  exportSummarySchema,
  noteExportQuerySchema,
  type ExportSummary,
} from '@common/schemas/export';
import { idParamSchema } from '@common/schemas/ids';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { rateLimited } from '../../errors';
import { exportSummary } from '../../export/exportQueries';
import { attachmentDisposition } from '../../export/fileNames';
import { exportNote } from '../../export/noteExport';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import type { FileStorage } from '../../storage/fileStorage';

/** The day in the ZIP's name, in UTC like every date in it. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * `/api/export`: the whole account as a ZIP, streamed (one export at a time
 * per user), and `/api/export/summary` to show its size first.
 */
export function exportRoutes(
  auth: Auth,
  database: Database,
  storage: FileStorage,
  publicUrl: string,
) {
  const deps = { db: database.db, storage, publicUrl };
  const running = new Set<string>();
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .get(
      '/summary',
      describeRoute({
        summary: 'What the account export will hold: notes, attachments and their size',
        tags: ['Export'],
        responses: {
          200: {
            description: 'Counts and bytes',
            content: { 'application/json': { schema: resolver(exportSummarySchema) } },
          },
        },
      }),
      async (c) => {
        const summary: ExportSummary = await exportSummary(deps.db, c.get('user').id);
        return c.json(summary);
      },
    )
    .get(
      '/',
      describeRoute({
        summary:
          'The whole account as a ZIP of Markdown notes and attachments (docs/export-format.md)',
        tags: ['Export'],
        responses: {
          200: { description: 'The ZIP, streamed', content: { 'application/zip': {} } },
          429: { description: 'An export of this account is already running' },
        },
      }),
      validate('query', accountExportQuerySchema),
      async (c) => {
        const userId = c.get('user').id;
        if (running.has(userId))
          throw rateLimited('An export of your account is already running. Wait for it to finish.');
        // The ZIP writer (archiver) is loaded with the first account export, not at start.
        const { accountZip } = await import('../../export/accountZip');
        running.add(userId);
        const archive = accountZip(deps, userId, {
          layout: c.req.valid('query').layout,
          signal: c.req.raw.signal,
          logger: c.get('logger'),
        });
        archive.once('close', () => running.delete(userId));
        const body = Readable.toWeb(archive) as ReadableStream<Uint8Array>;
        return c.body(body, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachmentDisposition(`inkling-export-${today()}.zip`),
          'Cache-Control': 'no-store',
        });
      },
    );
}

/** `/api/notes/:id/export?format=md|pdf|txt`: one of the user's notes as a download. */
export function noteExportRoutes(
  auth: Auth,
  database: Database,
  storage: FileStorage,
  publicUrl: string,
) {
  const deps = { db: database.db, storage, publicUrl };
  return new Hono<AppEnv>().use('/:id/export', requireSession(auth)).get(
    '/:id/export',
    describeRoute({
      summary: 'Download a note as Markdown (with front matter), PDF or plain text',
      tags: ['Export'],
      responses: {
        200: {
          description: 'The file, named after the note’s title',
          content: { 'text/markdown': {}, 'application/pdf': {}, 'text/plain': {} },
        },
        404: { description: 'No such note (or another user’s, or in the trash)' },
        422: { description: 'The note took too long to turn into a PDF' },
        503: { description: 'Too many PDFs are being made right now' },
      },
    }),
    validate('param', idParamSchema),
    validate('query', noteExportQuerySchema),
    async (c) => {
      const file = await exportNote(
        deps,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('query').format,
      );
      const body =
        typeof file.body === 'string' ? file.body : (file.body as Uint8Array<ArrayBuffer>);
      return c.body(body, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Cache-Control': 'no-store',
      });
    },
  );
}
