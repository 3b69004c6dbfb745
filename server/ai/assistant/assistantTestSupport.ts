import { aiStreamEventSchema, type AiStreamEvent } from '@common/schemas/ai';
import { and, eq } from 'drizzle-orm';
import { aiUsage, user } from '../../db/schema';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
import { signIn, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

/*
 * Test helpers of the assistant's routes (chat, conversations, AI notes):
 * the real app with a provider over the stand-in model server.
 */

export interface AssistantTestServer {
  server: TestServer;
  standIn: AiStandIn;
}

/** The app with AI on (chat model only), against a fresh stand-in model server. */
export async function startAssistantTestServer(): Promise<AssistantTestServer> {
  const standIn = await startAiStandIn();
  const ai = standInProvider(standIn, { embeddingModel: null, transcriptionModel: null }, 5_000);
  return { server: await getTestServer({ ai }), standIn };
}

/**
 * Moves the sign-up 8 days back and signs in afresh (the session cookie
 * carries a cached copy of the user): a free account, with 3 AI uses a day.
 */
export async function endTrial(server: TestServer, account: TestUser): Promise<TestUser> {
  await server.database.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
    .where(eq(user.id, account.id));
  return { ...account, cookie: await signIn(server, account) };
}

/** The AI uses the account has spent today (UTC), read from the counter itself. */
export async function usesToday(server: TestServer, userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, new Date().toISOString().slice(0, 10))));
  return row?.count ?? 0;
}

/** The events of a whole `text/event-stream` answer, each checked against the contract. */
export function parseEvents(text: string): AiStreamEvent[] {
  return text
    .split(/\n\n+/)
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data:')))
    .map((line) => aiStreamEventSchema.parse(JSON.parse(line.slice('data:'.length).trim())));
}

/** Waits until `check` holds (a refund happens just after the stream ends), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
