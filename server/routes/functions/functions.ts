import {
  aiUsageSchema,
  subscriptionStatusSchema,
  type AiUsage,
  type SubscriptionStatus,
} from '@common/schemas/billing';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { readAiUsage } from '../../billing/aiUsage';
import type { BillingConfig } from '../../billing/config';
import { planOf } from '../../billing/subscriptions';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';

const json = (schema: typeof subscriptionStatusSchema | typeof aiUsageSchema) => ({
  'application/json': { schema: resolver(schema) },
});

/** The seed's two functions: the client polls them; the server enforces what they report. */
export function functionRoutes(auth: Auth, database: Database, billing: BillingConfig) {
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .post(
      '/check-subscription',
      describeRoute({
        summary: 'Subscription status of the signed-in user',
        tags: ['Billing'],
        responses: {
          200: { description: 'trial, premium or free', content: json(subscriptionStatusSchema) },
          401: { description: 'Not signed in' },
        },
      }),
      async (c) => {
        const status: SubscriptionStatus = await planOf(database.db, c.get('user'), billing);
        return c.json(status);
      },
    )
    .post(
      '/check-ai-usage',
      describeRoute({
        summary: 'AI uses left today',
        tags: ['Billing'],
        responses: {
          200: { description: 'Remaining and limit, or unlimited', content: json(aiUsageSchema) },
          401: { description: 'Not signed in' },
        },
      }),
      async (c) => {
        const usage: AiUsage = await readAiUsage(database.db, c.get('user'), billing);
        return c.json(usage);
      },
    );
}
