import { z } from './zod';

export const planTypeSchema = z.enum(['trial', 'premium', 'free']);
export type PlanType = z.infer<typeof planTypeSchema>;

/** check-subscription (seed §3): what the client reads. */
export const subscriptionStatusSchema = z.object({
  /** True during the trial and with an active subscription. */
  subscribed: z.boolean(),
  plan_type: planTypeSchema,
  price_id: z.string().nullable(),
  /** Trial end or the current period's end, ISO date-time; null when neither applies. */
  subscription_end: z.iso.datetime().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const countOrUnlimited = z.union([z.number().int().nonnegative(), z.literal('unlimited')]);

/** check-ai-usage (seed §3). */
export const aiUsageSchema = z.object({
  remaining: countOrUnlimited,
  limit: countOrUnlimited,
  canUse: z.boolean(),
  isPremium: z.boolean(),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

export const redirectUrlSchema = z.object({ url: z.url() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** What this instance offers, for the client to show the right buttons. */
export const instanceConfigSchema = z.object({
  /** False on a self-hosted instance without Stripe: everyone has every feature. */
  billing: z.boolean(),
  google: z.boolean(),
});
export type InstanceConfig = z.infer<typeof instanceConfigSchema>;
