import type Stripe from 'stripe';

/** The Stripe SDK's client class: loaded by the caller only when billing is on (it holds ~4 MiB). */
export type StripeSdk = typeof Stripe;

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
  /** Needed when the three Stripe settings are given (see billingSdkNeeded). */
  sdk?: StripeSdk | undefined;
}): BillingConfig {
  const { secretKey, priceId, webhookSecret, sdk } = options;
  let stripe: BillingConfig['stripe'] = null;
  if (secretKey && priceId && webhookSecret) {
    if (!sdk) throw new Error('Billing is on: pass the Stripe SDK (import("stripe")).');
    stripe = { client: createStripeClient(sdk, secretKey, options.apiUrl), priceId, webhookSecret };
  }
  return {
    stripe,
    aiFreeDailyLimit: options.aiFreeDailyLimit,
    aiFairUseDailyLimit: options.aiFairUseDailyLimit,
  };
}

/** The Stripe client; `apiUrl` points it at a local stand-in in tests. */
function createStripeClient(Sdk: StripeSdk, secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Sdk(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Sdk(secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** Whether these settings turn billing on, so that the Stripe SDK must be loaded. */
export const billingSdkNeeded = (settings: {
  secretKey?: string | undefined;
  priceId?: string | undefined;
  webhookSecret?: string | undefined;
}): boolean => Boolean(settings.secretKey && settings.priceId && settings.webhookSecret);
