import { and, eq } from 'drizzle-orm';
import { aiUsage, user } from '../../db/schema';
import { createLogger } from '../../logger';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
import { signIn, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';
import type { AiProvider } from '../aiProvider';
import { startNoteIndexer, type NoteIndexer } from './noteIndexer';

/*
 * Test helpers of the routes that read note vectors (ask, semantic search,
 * related notes): the real app with every model on against the stand-in
 * model server, and the note indexer running as the server runs it.
 */

export interface EmbeddingsTestServer {
  server: TestServer;
  standIn: AiStandIn;
  ai: AiProvider;
  /** Started with no settling delay; `indexer.idle()` waits until every note is embedded. */
  indexer: NoteIndexer;
  close(): Promise<void>;
}

export async function startEmbeddingsTestServer(): Promise<EmbeddingsTestServer> {
  const standIn = await startAiStandIn();
  const ai = standInProvider(standIn);
  const server = await getTestServer({ ai });
  const indexer = startNoteIndexer({
    database: server.database,
    ai,
    logger: createLogger('silent', false),
    settleMs: 0,
    retryMs: 20,
    maxRetryMs: 200,
  });
  const setup: EmbeddingsTestServer = {
    server,
    standIn,
    ai,
    indexer,
    // The indexer a test may have replaced (stopped and started again).
    close: async () => {
      await setup.indexer.stop();
      await standIn.close();
    },
  };
  return setup;
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
