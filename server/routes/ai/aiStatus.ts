import { aiStatusSchema, type AiStatus } from '@common/schemas/ai';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { AppEnv } from '../../http/types';

/** `GET /api/ai/status`: which AI capabilities this server has, and what the operator sets for the rest. */
export function aiStatusRoutes(auth: Auth, status: AiStatus) {
  return new Hono<AppEnv>().get(
    '/status',
    describeRoute({
      summary: 'What AI this server can do',
      description:
        'Each capability is on when the operator set its model. `missing` names the environment variables that switch on what is off.',
      tags: ['AI'],
      responses: {
        200: {
          description: 'The AI capabilities',
          content: { 'application/json': { schema: resolver(aiStatusSchema) } },
        },
      },
    }),
    requireSession(auth),
    (c) => {
      c.header('Cache-Control', 'private, max-age=60');
      return c.json(status);
    },
  );
}
