import { healthResponseSchema, type HealthResponse } from '@common/schemas/health';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Database } from '../../db/client';
import { unavailable } from '../../errors';
import { vectorIndex } from '../../ai/embeddings/vectorIndex';
import type { AppEnv } from '../../http/types';

/** `GET /api/health`: answers ok only after a round trip to the database. */
export function healthRoutes(database: Database, version: string) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'Health check',
      description:
        'Checks the database and reports which driver is in use, and how note vectors are compared (pgvector, or an exact scan where the database has no pgvector).',
      tags: ['System'],
      responses: {
        200: {
          description: 'The server and its database answer.',
          content: { 'application/json': { schema: resolver(healthResponseSchema) } },
        },
        503: { description: 'The database does not answer.' },
      },
    }),
    async (c) => {
      try {
        await database.ping();
      } catch (error) {
        c.get('logger').error({ err: error }, 'health check: database did not answer');
        throw unavailable('The database is not answering.');
      }
      const body: HealthResponse = {
        status: 'ok',
        database: database.driver,
        version,
        vectors: await vectorIndex(database).mode(),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    },
  );
}
