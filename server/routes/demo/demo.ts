import { demoResponseSchema, type DemoResponse } from '@common/schemas/demo';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { createDemoAccount, type DemoSettings } from '../../demo/demoAccounts';
import type { AppEnv } from '../../http/types';

/** `POST /api/demo`: "Try Inkling without signing up". */
export function demoRoutes(auth: Auth, database: Database, settings: DemoSettings) {
  return new Hono<AppEnv>().post(
    '/',
    describeRoute({
      summary: 'Start a demo: a temporary account with sample notes, signed in at once',
      description:
        'The account and all its data are deleted 24 hours later. Limited per client address.',
      tags: ['Demo'],
      responses: {
        201: {
          description: 'Signed in (session cookie set)',
          content: { 'application/json': { schema: resolver(demoResponseSchema) } },
        },
        429: { description: 'Too many demos from this address in the last hour' },
      },
    }),
    async (c) => {
      const { response, expiresAt } = await createDemoAccount(
        auth,
        database.db,
        c.get('counters'),
        settings,
        c.get('clientIp'),
      );
      for (const cookie of response.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      const body: DemoResponse = { expiresAt: expiresAt.toISOString() };
      return c.json(body, 201);
    },
  );
}
