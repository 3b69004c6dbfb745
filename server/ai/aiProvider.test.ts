import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startAiStandIn, type AiStandIn } from '../test/aiStandIn';
import { createAiProvider, type AiProvider } from './aiProvider';
import { inPgliteProject } from '../test/testProjects';

/** expect.stringContaining, typed: vitest declares its asymmetric matchers as `any`. */
const stringContaining = (text: string): string => expect.stringContaining(text) as string;

let standIn: AiStandIn;
let ai: AiProvider;

beforeAll(async () => {
  standIn = await startAiStandIn();
  ai = createAiProvider(
    {
      baseUrl: standIn.url,
      apiKey: 'test',
      chatModel: 'chat-model',
      embeddingModel: 'embed-model',
      transcriptionModel: 'whisper-model',
      localOnly: true,
      timeoutMs: 2_000,
    },
    createLogger('silent', false),
  );
});
afterAll(() => standIn.close());

// No database here: the PGlite project runs this file, the PostgreSQL one need not.
describe.runIf(inPgliteProject)('the AI provider over an OpenAI-compatible server', () => {
  it('streams a chat answer in pieces that make the whole answer', async () => {
    const pieces: string[] = [];
    for await (const piece of ai.streamChat([
      { role: 'user', content: 'study guide on photosynthesis' },
    ]))
      pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toMatch(/^# Photosynthesis\n/);
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      model: 'chat-model',
    });
  });

  it('retries once after a dropped connection', async () => {
    const before = standIn.calls.length;
    const answer = await ai.chat([{ role: 'user', content: 'notes on rivers [[fail-once]]' }]);
    expect(answer).toContain('# Rivers');
    expect(standIn.calls.length - before).toBe(2);
  });

  it('turns a server error into AI_UNAVAILABLE and a refused key into a clear message', async () => {
    await expect(ai.chat([{ role: 'user', content: 'x [[fail]]' }])).rejects.toMatchObject({
      status: 502,
      code: 'AI_UNAVAILABLE',
    });
    await expect(ai.chat([{ role: 'user', content: 'x [[unauthorized]]' }])).rejects.toMatchObject({
      code: 'AI_UNAVAILABLE',
      message: stringContaining('AI_API_KEY'),
    });
  });

  it('ends a call that hangs at the time-out, and a call the caller aborts at once', async () => {
    await expect(ai.chat([{ role: 'user', content: 'x [[hang]]' }])).rejects.toMatchObject({
      code: 'AI_UNAVAILABLE',
    });
    const controller = new AbortController();
    const reason = new Error('the user left');
    setTimeout(() => controller.abort(reason), 50);
    await expect(
      ai.chat([{ role: 'user', content: 'x [[slow]]' }], { signal: controller.signal }),
    ).rejects.toBe(reason);
  });

  it('embeds texts in order, the same text always to the same vector', async () => {
    const { vectors, dimensions, model } = await ai.embed([
      'cats and dogs',
      'tax return',
      'cats and dogs',
    ]);
    expect(dimensions).toBe(384);
    expect(model).toBe('embed-model');
    expect(vectors[0]).toEqual(vectors[2]);
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it('transcribes an audio file with timed segments', async () => {
    const transcript = await ai.transcribe({
      data: new Uint8Array(32_000),
      fileName: 'memo.webm',
      mimeType: 'audio/webm',
    });
    expect(transcript.text).toBe('Stand-in transcript of 32000 bytes.');
    expect(transcript.segments).toEqual([
      { start: 0, end: 1, text: 'Stand-in transcript' },
      { start: 1, end: 2, text: 'of 32000 bytes.' },
    ]);
  });

  it('says which variable is missing when a capability is off', async () => {
    const chatOnly = createAiProvider(
      { ...ai.config, embeddingModel: null },
      createLogger('silent', false),
    );
    await expect(chatOnly.embed(['x'])).rejects.toMatchObject({
      code: 'AI_NOT_CONFIGURED',
      message: stringContaining('AI_EMBEDDING_MODEL'),
    });
  });
});
