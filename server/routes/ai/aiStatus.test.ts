import { aiStatusSchema } from '@common/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiConfig } from '../../ai/aiConfig';
import { createAiProvider } from '../../ai/aiProvider';
import { createLogger } from '../../logger';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { buildUser, withCookie } from '../../test/factories';
import { getTestDatabase, getTestServer } from '../../test/support';

const KEY = 'sk-live-never-shown-1234567890';

// A model server that answers, in case a capability that is on calls it (background indexing).
let standIn: AiStandIn;
beforeAll(async () => {
  standIn = await startAiStandIn();
  await getTestDatabase();
}, 30_000);
afterAll(() => standIn.close());

const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  baseUrl: standIn.url,
  apiKey: KEY,
  chatModel: 'llama3.2',
  embeddingModel: 'nomic-embed-text',
  transcriptionModel: 'whisper-1',
  localOnly: true,
  timeoutMs: 5_000,
  ...overrides,
});

async function statusOn(ai: AiConfig | null) {
  const server = await getTestServer({
    ai: ai ? createAiProvider(ai, createLogger('silent', false)) : null,
  });
  const owner = await buildUser(server);
  const response = await server.get('/api/ai/status', withCookie(owner.cookie));
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, status: aiStatusSchema.parse(JSON.parse(text)) };
}

describe('GET /api/ai/status', () => {
  it('answers 401 when signed out', async () => {
    const server = await getTestServer();
    expect((await server.get('/api/ai/status')).status).toBe(401);
  });

  it('says everything is off, and what the operator sets, when AI is not configured', async () => {
    const { status } = await statusOn(null);
    expect(status).toEqual({
      chat: false,
      embeddings: false,
      transcription: false,
      provider: null,
      localOnly: false,
      missing: ['AI_BASE_URL', 'AI_CHAT_MODEL', 'AI_EMBEDDING_MODEL', 'AI_TRANSCRIPTION_MODEL'],
    });
  });

  it('names each capability that is on and the provider’s host, never its key', async () => {
    const { status, text } = await statusOn(config());
    expect(status).toEqual({
      chat: true,
      embeddings: true,
      transcription: true,
      provider: new URL(standIn.url).host,
      localOnly: true,
      missing: [],
    });
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('sk-');
  });

  it('turns on only the capabilities whose model is set', async () => {
    const { status } = await statusOn(
      config({
        baseUrl: 'https://api.openai.com/v1',
        embeddingModel: null,
        transcriptionModel: null,
        localOnly: false,
      }),
    );
    expect(status).toEqual({
      chat: true,
      embeddings: false,
      transcription: false,
      provider: 'api.openai.com',
      localOnly: false,
      missing: ['AI_EMBEDDING_MODEL', 'AI_TRANSCRIPTION_MODEL'],
    });
  });
});
