import { startStripeStandIn } from '../server/test/stripeStandIn';
import { removeDataDir, startServer } from './support/server';

/**
 * One real server for the whole run, on a free port with a throw-away data
 * folder, billing on against a local Stripe stand-in. Tests read the
 * addresses from E2E_BASE_URL and E2E_STRIPE_URL (see fixtures.ts).
 */
export default async function globalSetup() {
  const stripe = await startStripeStandIn();
  const server = await startServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PRICE_ID: 'price_e2e_monthly',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_URL: stripe.url,
    },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_STRIPE_URL = stripe.url;
  return async () => {
    const code = await server.stop();
    await stripe.close();
    removeDataDir(server.dataDir);
    if (code !== 0)
      console.error(`The e2e server exited with ${String(code)}:\n${server.output()}`);
  };
}
