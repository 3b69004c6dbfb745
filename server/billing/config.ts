import Stripe from 'stripe';

/** Billing and AI-limit settings, resolved once at start. */
export interface BillingConfig {
  /** Off (no STRIPE_SECRET_KEY): a self-hosted instance where everyone is premium. */
  stripe: { client: Stripe; priceId: string; webhookSecret: string } | null;
  aiFreeDailyLimit: number;
  aiFairUseDailyLimit: number;
}

export function createBillingConfig(options: {
  secretKey?: string | undefined;
  priceId?: string | undefined;
  webhookSecret?: string | undefined;
  apiUrl?: string | undefined;
  aiFreeDailyLimit: number;
  aiFairUseDailyLimit: number;
}): BillingConfig {
  const { secretKey, priceId, webhookSecret } = options;
  const stripe =
    secretKey && priceId && webhookSecret
      ? { client: createStripeClient(secretKey, options.apiUrl), priceId, webhookSecret }
      : null;
  return {
    stripe,
    aiFreeDailyLimit: options.aiFreeDailyLimit,
    aiFairUseDailyLimit: options.aiFairUseDailyLimit,
  };
}

/** The Stripe client; `apiUrl` points it at a local stand-in in tests. */
function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
