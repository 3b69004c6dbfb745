import { createLogger } from '../../logger';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
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

/** A free account and today's uses: the assistant's helpers serve every AI test. */
export { endTrial, usesToday } from '../assistant/assistantTestSupport';
