import { askResponseSchema, type AskResponse } from '@common/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_ANSWER } from '../../ai/ask/askPrompt';
import {
  endTrial,
  startEmbeddingsTestServer,
  usesToday,
  type EmbeddingsTestServer,
} from '../../ai/embeddings/embeddingsTestSupport';
import type { AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let setup: EmbeddingsTestServer;
let server: TestServer;
let standIn: AiStandIn;

beforeAll(async () => {
  setup = await startEmbeddingsTestServer();
  ({ server, standIn } = setup);
}, 30_000);
afterAll(() => setup.close());

function ask(account: TestUser | null, body: unknown, on: TestServer = server) {
  return on.post('/api/ai/ask', body, account ? withCookie(account.cookie) : {});
}

async function answerTo(account: TestUser, question: string): Promise<AskResponse> {
  const response = await ask(account, { question });
  expect(response.status, await response.clone().text()).toBe(200);
  return askResponseSchema.parse(await response.json());
}

/** Everything the chat model was sent in its last ask request. */
function lastChatPrompt(): string {
  const call = standIn.calls.filter((entry) => entry.path === '/v1/chat/completions').at(-1);
  const body = call?.body as { messages: { content: string }[] } | undefined;
  return body?.messages.map((message) => message.content).join('\n') ?? '';
}

describe('POST /api/ai/ask', () => {
  it('answers 401 signed out', async () => {
    expect((await ask(null, { question: 'What is in my notes?' })).status).toBe(401);
  });

  it.each([
    ['no question', {}],
    ['an empty question', { question: '   ' }],
    ['a question over 1,000 characters', { question: 'why '.repeat(300) }],
    ['a question that is not text', { question: 42 }],
  ])('answers 400 for %s', async (_, body) => {
    const owner = await buildUser(server);
    const response = await ask(owner, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers 503 naming what the operator sets when a model is missing', async () => {
    const off = await getTestServer();
    const account = await buildUser(off);
    const response = await ask(account, { question: 'Where is my passport?' }, off);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'AI_NOT_CONFIGURED',
        message: expect.stringContaining('AI_CHAT_MODEL, AI_EMBEDDING_MODEL') as unknown,
      },
    });

    const chatOnly = await getTestServer({
      ai: standInProvider(standIn, { embeddingModel: null }),
    });
    const other = await buildUser(chatOnly);
    const refused = await ask(other, { question: 'Where is my passport?' }, chatOnly);
    expect(refused.status).toBe(503);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toContain('AI_EMBEDDING_MODEL');
    expect(error.message).not.toContain('AI_CHAT_MODEL');
    expect(await usesToday(chatOnly, other.id)).toBe(0);
  });

  it('answers from the caller’s notes, citing the note that holds the answer', async () => {
    const owner = await buildUser(server);
    const passport = await buildNote(server, owner, {
      title: 'Travel documents',
      markdown:
        'The passport is kept in the blue folder, in the desk drawer.\n\nIt expires in March 2031.',
    });
    await buildNote(server, owner, {
      title: 'Groceries',
      markdown: 'Milk, eggs, bread and coffee beans.',
    });
    await setup.indexer.idle();

    const body = await answerTo(owner, 'Where is my passport kept?');
    expect(body.found).toBe(true);
    expect(body.answer).toContain('blue folder');
    expect(body.answer).toMatch(/\[1\]$/);
    expect(body.citations[0]).toEqual({
      noteId: passport.id,
      title: 'Travel documents',
      snippet: expect.stringContaining('The passport is kept in the blue folder') as unknown,
    });
    // Plain text, one line: the passage as the user wrote it, no markup.
    expect(body.citations[0]?.snippet).not.toMatch(/[<\n]/);
    expect(await usesToday(server, owner.id)).toBe(1);
  });

  it('says the notes do not say when nothing in them answers', async () => {
    const owner = await buildUser(server);
    await buildNote(server, owner, {
      title: 'Garden',
      markdown: 'Tomatoes and basil on the balcony.',
    });
    await setup.indexer.idle();

    const body = await answerTo(owner, 'Which xylophone brand did Quentin recommend?');
    expect(body).toEqual({ answer: NOT_FOUND_ANSWER, citations: [], found: false });
  });

  it('never reads or cites another user’s notes, nor the caller’s trashed ones', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const theirs = await buildNote(server, stranger, {
      title: 'Locker code',
      markdown: 'The gym locker combination is 4471, on the left.',
    });
    const trashed = await buildNote(server, owner, {
      title: 'Old locker',
      markdown: 'The old gym locker combination was 1234.',
    });
    await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie));
    await setup.indexer.idle();

    const body = await answerTo(owner, 'What is the gym locker combination?');
    expect(body.found).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/4471|1234/);
    // The model was never shown them either.
    expect(lastChatPrompt()).not.toMatch(/4471|1234/);

    const theirsAnswer = await answerTo(stranger, 'What is the gym locker combination?');
    expect(theirsAnswer.citations.map((citation) => citation.noteId)).toEqual([theirs.id]);
  });

  it('counts no use when the model fails', async () => {
    const owner = await buildUser(server);
    await buildNote(server, owner, { title: 'Keys', markdown: 'The spare keys are with Anna.' });
    await setup.indexer.idle();

    const failed = await ask(owner, { question: 'Who has the spare keys? [[unauthorized]]' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: { code: 'AI_UNAVAILABLE' } });
    const embedFailed = await ask(owner, { question: 'Who has the spare keys? [[fail]]' });
    expect(embedFailed.status).toBe(502);
    expect(await usesToday(server, owner.id)).toBe(0);
  });

  it('lets exactly 3 of 10 simultaneous questions through on a free account', async () => {
    const owner = await endTrial(server, await buildUser(server));
    await buildNote(server, owner, {
      title: 'Bike',
      markdown: 'The bike lock combination is written on the shed door.',
    });
    await setup.indexer.idle();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        ask(owner, { question: 'Where is the bike lock combination?' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await usesToday(server, owner.id)).toBe(3);
  });
});
