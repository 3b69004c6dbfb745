import { startAiStandIn } from '../server/test/aiStandIn';
import { startStripeStandIn } from '../server/test/stripeStandIn';
import { prepareMigratedTemplate, removeDataDir, startServer } from './support/server';

/**
 * One real server for the whole run, on a free port with a throw-away data
 * folder, billing on against a local Stripe stand-in. Tests read the
 * addresses from E2E_BASE_URL, E2E_STRIPE_URL and E2E_AI_URL (see fixtures.ts); AI
 * is on against a local stand-in model server (server/test/aiStandIn.ts).
 * Every server of the run, this one and those the specs start, begins on a
 * copy of one migrated data folder made here.
 */
export default async function globalSetup() {
  const template = await prepareMigratedTemplate();
  const stripe = await startStripeStandIn();
  const ai = await startAiStandIn();
  const server = await startServer({
    env: {
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'e2e',
      AI_CHAT_MODEL: 'stand-in-chat',
      AI_EMBEDDING_MODEL: 'stand-in-embed',
      AI_TRANSCRIPTION_MODEL: 'stand-in-whisper',
      AI_LOCAL_ONLY: 'true',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PRICE_ID: 'price_e2e_monthly',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_URL: stripe.url,
    },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_AI_URL = ai.url;
  return async () => {
    const code = await server.stop();
    await stripe.close();
    await ai.close();
    removeDataDir(server.dataDir);
    removeDataDir(template);
    if (code !== 0)
      console.error(`The e2e server exited with ${String(code)}:\n${server.output()}`);
  };
}
