import { instanceConfigSchema, type InstanceConfig } from '@common/schemas/billing';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppEnv } from '../../http/types';

/** `GET /api/config`: what this instance offers (billing, Google sign-in). Public. */
export function configRoutes(config: InstanceConfig) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'Features of this instance',
      tags: ['System'],
      responses: {
        200: {
          description: 'Feature flags',
          content: { 'application/json': { schema: resolver(instanceConfigSchema) } },
        },
      },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(config);
    },
  );
}
