import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { findOwnedSession } from '../../policies/session';

const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * `/api/sessions`: the user's signed-in devices, named by session id.
 * Better Auth revokes a session by its token, which never leaves the server
 * (the list answers ids only); Settings signs a device out here.
 */
export function sessionsRoutes(auth: Auth, database: Database) {
  return new Hono<AppEnv>().delete(
    '/:id',
    describeRoute({
      summary: 'Sign one of your devices out',
      tags: ['Account'],
      responses: {
        204: { description: 'Signed out' },
        401: { description: 'Not signed in' },
        404: { description: 'No such session of yours' },
      },
    }),
    requireSession(auth),
    validate('param', sessionParamsSchema),
    async (c) => {
      const owned = await findOwnedSession(database.db, c.get('user').id, c.req.valid('param').id);
      // Through Better Auth, so its hooks run (the collaboration server closes that device's sockets).
      const { internalAdapter } = await auth.$context;
      await internalAdapter.deleteSession(owned.token);
      return c.body(null, 204);
    },
  );
}
