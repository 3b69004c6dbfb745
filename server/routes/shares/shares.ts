import { idParamSchema } from '@common/schemas/ids';
import {
  createShareSchema,
  shareIdParamSchema,
  shareListSchema,
  shareResponseSchema,
} from '@common/schemas/shares';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { hashPassword } from '../../auth/password';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findOwnedNote } from '../../policies/note';
import { findOwnedShare } from '../../policies/share';
import { presentShare } from '../../presenters/share';
import { createShare, listShares, revokeShare } from '../../share/shareLinks';

const notFoundResponse = { 404: { description: 'No such note (or another user’s)' } };

/**
 * `/api/notes/:id/shares` (make a link, list a note's links) and
 * `/api/shares/:shareId` (revoke one). Mounted on the API's root: each route
 * asks for a session itself. The public pages are server/share/shareRoutes.ts.
 */
export function shareApiRoutes(auth: Auth, database: Database, publicUrl: string) {
  const { db } = database;
  const signedIn = requireSession(auth);
  return new Hono<AppEnv>()
    .post(
      '/notes/:id/shares',
      describeRoute({
        summary: 'Make a share link to a note (optionally expiring, optionally with a password)',
        tags: ['Sharing'],
        responses: {
          201: {
            description: 'The new link',
            content: { 'application/json': { schema: resolver(shareResponseSchema) } },
          },
          ...notFoundResponse,
        },
      }),
      signedIn,
      validate('param', idParamSchema),
      validate('json', createShareSchema),
      async (c) => {
        const userId = c.get('user').id;
        const existing = await findOwnedNote(db, userId, c.req.valid('param').id);
        const { expiresAt, password } = c.req.valid('json');
        const row = await createShare(db, {
          noteId: existing.id,
          userId,
          expiresAt: expiresAt ? new Date(expiresAt) : null,
          passwordHash: password ? await hashPassword(password) : null,
        });
        return c.json({ share: presentShare(row, publicUrl) }, 201);
      },
    )
    .get(
      '/notes/:id/shares',
      describeRoute({
        summary: 'A note’s share links (not revoked; expired ones included), newest first',
        tags: ['Sharing'],
        responses: {
          200: {
            description: 'The links',
            content: { 'application/json': { schema: resolver(shareListSchema) } },
          },
          ...notFoundResponse,
        },
      }),
      signedIn,
      validate('param', idParamSchema),
      async (c) => {
        const existing = await findOwnedNote(db, c.get('user').id, c.req.valid('param').id);
        const rows = await listShares(db, existing.id);
        return c.json({ shares: rows.map((row) => presentShare(row, publicUrl)) });
      },
    )
    .delete(
      '/shares/:shareId',
      describeRoute({
        summary: 'Revoke a share link: its page answers 410 from now on',
        tags: ['Sharing'],
        responses: {
          204: { description: 'Revoked' },
          404: { description: 'No such link (or another user’s, or already revoked)' },
        },
      }),
      signedIn,
      validate('param', shareIdParamSchema),
      async (c) => {
        const existing = await findOwnedShare(db, c.get('user').id, c.req.valid('param').shareId);
        await revokeShare(db, existing.id);
        return c.body(null, 204);
      },
    );
}
