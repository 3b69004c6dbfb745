import { sessionResponseSchema, type SessionResponse } from '@common/schemas/user';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import type { AppEnv } from '../../http/types';
import { presentUser } from '../../presenters/user';

/**
 * `GET /api/session`: who is signed in, or `{ user: null }`. Every page asks
 * at start, visitors included; a 401 there would put an error in every
 * visitor's browser console (and cost the site its best-practices score).
 */
export function sessionRoutes(auth: Auth) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'The signed-in user, or null',
      tags: ['Account'],
      responses: {
        200: {
          description: 'The user, or null when nobody is signed in',
          content: { 'application/json': { schema: resolver(sessionResponseSchema) } },
        },
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const session = await auth.sessions.sessionOf(c.req.raw.headers);
      const body: SessionResponse = { user: session ? presentUser(session.user) : null };
      return c.json(body);
    },
  );
}
