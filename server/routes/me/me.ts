import { meResponseSchema, type MeResponse } from '@common/schemas/user';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { AppEnv } from '../../http/types';
import { presentUser } from '../../presenters/user';

/** `GET /api/me`: who is signed in. */
export function meRoutes(auth: Auth) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'The signed-in user',
      tags: ['Account'],
      responses: {
        200: {
          description: 'The user',
          content: { 'application/json': { schema: resolver(meResponseSchema) } },
        },
        401: { description: 'Not signed in' },
      },
    }),
    requireSession(auth),
    (c) => {
      c.header('Cache-Control', 'private, no-store');
      const body: MeResponse = { user: presentUser(c.get('user')) };
      return c.json(body);
    },
  );
}
