import { idParamSchema } from '@common/schemas/ids';
import {
  restoreResponseSchema,
  versionContentSchema,
  versionListSchema,
  versionParamSchema,
  versionResponseSchema,
  type VersionContent,
  type VersionList,
} from '@common/schemas/versions';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { LiveNotes } from '../../collab/collabServer';
import type { Database, Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findFullNote } from '../../notes/noteQueries';
import { authorizeNote, findOwnedNote } from '../../policies/note';
import { presentNote } from '../../presenters/note';
import { restoreVersion } from '../../versions/restoreVersion';
import { findVersion, listVersions, saveCurrentVersion } from '../../versions/versionStore';

const json = (schema: Parameters<typeof resolver>[0]) => ({
  'application/json': { schema: resolver(schema) },
});
const noteNotFound = {
  404: { description: 'No such note (or another user’s, or in the trash)' },
};
const versionNotFound = {
  404: {
    description:
      'No such note or version (another user’s, another note’s, or the note is in the trash)',
  },
};

/** A version of the user's own note outside the trash; a version of any other note is not found. */
async function findOwnedVersion(db: Db, userId: string, noteId: string, versionId: string) {
  await findOwnedNote(db, userId, noteId);
  const version = await findVersion(db, noteId, versionId);
  if (!version) throw notFound('Version not found.');
  return version;
}

/**
 * `/api/notes/:id/versions`: a note's version history. Like the note itself,
 * a trashed note's versions are not reachable (404) until it is restored.
 */
export function versionRoutes(auth: Auth, database: Database, live?: LiveNotes) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use('/:id/versions', requireSession(auth))
    .use('/:id/versions/*', requireSession(auth))
    .get(
      '/:id/versions',
      describeRoute({
        summary: 'List a note’s versions',
        description: 'Newest first: when each was saved, why (source) and its word count.',
        tags: ['Versions'],
        responses: {
          200: { description: 'The versions', content: json(versionListSchema) },
          ...noteNotFound,
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const note = await findOwnedNote(db, c.get('user').id, c.req.valid('param').id);
        return c.json({ versions: await listVersions(db, note.id) } satisfies VersionList);
      },
    )
    .post(
      '/:id/versions',
      describeRoute({
        summary: 'Save a version of a note now',
        description:
          'A snapshot of the note as it is now (the live document when an editor has it open), with source `manual`.',
        tags: ['Versions'],
        responses: {
          201: { description: 'The new version', content: json(versionResponseSchema) },
          ...noteNotFound,
        },
      }),
      validate('param', idParamSchema),
      async (c) => {
        const userId = c.get('user').id;
        const note = await findOwnedNote(db, userId, c.req.valid('param').id);
        const version = await saveCurrentVersion(db, live, {
          noteId: note.id,
          userId,
          source: 'manual',
        });
        // Deleted for good between the check and the read.
        if (!version) throw notFound('Note not found.');
        return c.json({ version }, 201);
      },
    )
    .get(
      '/:id/versions/:versionId',
      describeRoute({
        summary: 'Read a version of a note',
        description: 'Its title and Markdown as they were.',
        tags: ['Versions'],
        responses: {
          200: { description: 'The version’s text', content: json(versionContentSchema) },
          ...versionNotFound,
        },
      }),
      validate('param', versionParamSchema),
      async (c) => {
        const { id, versionId } = c.req.valid('param');
        const version = await findOwnedVersion(db, c.get('user').id, id, versionId);
        return c.json({
          markdown: version.markdown,
          title: version.title,
        } satisfies VersionContent);
      },
    )
    .post(
      '/:id/versions/:versionId/restore',
      describeRoute({
        summary: 'Restore a version of a note',
        description:
          'A forward change: the note as it is now is saved first (source `restore`), then its text becomes the version’s. Open editors see it at once; a device that was offline merges its later edits on top.',
        tags: ['Versions'],
        responses: {
          200: { description: 'The note, restored', content: json(restoreResponseSchema) },
          ...versionNotFound,
        },
      }),
      validate('param', versionParamSchema),
      async (c) => {
        const userId = c.get('user').id;
        const { id, versionId } = c.req.valid('param');
        const version = await findOwnedVersion(db, userId, id, versionId);
        await restoreVersion(db, live, { noteId: id, userId }, version.ydoc);
        return c.json({ note: presentNote(authorizeNote(userId, await findFullNote(db, id))) });
      },
    );
}
