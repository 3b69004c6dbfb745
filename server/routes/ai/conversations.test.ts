import { conversationListSchema, conversationResponseSchema } from '@common/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvents, startAssistantTestServer } from '../../ai/assistant/assistantTestSupport';
import type { AiStandIn } from '../../test/aiStandIn';
import { buildUser, withCookie, type TestUser } from '../../test/factories';
import type { TestServer } from '../../test/support';

let server: TestServer;
let standIn: AiStandIn;

beforeAll(async () => {
  ({ server, standIn } = await startAssistantTestServer());
}, 30_000);
afterAll(() => standIn.close());

/** A kept conversation, started through the chat as the assistant screen does. */
async function startConversation(account: TestUser, question: string): Promise<string> {
  const response = await server.post(
    '/api/ai/chat',
    { messages: [{ role: 'user', content: question }] },
    withCookie(account.cookie),
  );
  const [start] = parseEvents(await response.text());
  if (start?.type !== 'start' || !start.conversationId) throw new Error('no conversation started');
  return start.conversationId;
}

async function listOf(account: TestUser) {
  const response = await server.get('/api/ai/conversations', withCookie(account.cookie));
  expect(response.status).toBe(200);
  return conversationListSchema.parse(await response.json()).conversations;
}

describe('/api/ai/conversations', () => {
  it('answers 401 signed out', async () => {
    const id = crypto.randomUUID();
    expect((await server.get('/api/ai/conversations')).status).toBe(401);
    expect((await server.get(`/api/ai/conversations/${id}`)).status).toBe(401);
    expect((await server.delete(`/api/ai/conversations/${id}`)).status).toBe(401);
  });

  it('answers 400 for an id that is not an id', async () => {
    const account = await buildUser(server);
    for (const method of ['get', 'delete'] as const) {
      const response = await server[method](
        '/api/ai/conversations/nope',
        withCookie(account.cookie),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('lists only the caller’s conversations, most recently continued first', async () => {
    const account = await buildUser(server);
    const other = await buildUser(server);
    expect(await listOf(account)).toEqual([]);
    const older = await startConversation(account, 'notes on owls');
    const newer = await startConversation(account, 'notes on foxes');
    await startConversation(other, 'notes on hedgehogs');
    expect((await listOf(account)).map((item) => [item.id, item.title])).toEqual([
      [newer, 'notes on foxes'],
      [older, 'notes on owls'],
    ]);

    // Continuing the older one brings it to the top.
    const conversation = await server.get(
      `/api/ai/conversations/${older}`,
      withCookie(account.cookie),
    );
    const { messages } = conversationResponseSchema.parse(await conversation.json()).conversation;
    await server
      .post(
        '/api/ai/chat',
        {
          conversationId: older,
          messages: [
            ...messages.map(({ role, content }) => ({ role, content })),
            { role: 'user', content: 'and badgers' },
          ],
        },
        withCookie(account.cookie),
      )
      .then((response) => response.text());
    expect((await listOf(account)).map((item) => item.id)).toEqual([older, newer]);
  });

  it('reads a conversation with its messages in order', async () => {
    const account = await buildUser(server);
    const id = await startConversation(account, 'study guide on photosynthesis');
    const response = await server.get(`/api/ai/conversations/${id}`, withCookie(account.cookie));
    expect(response.status).toBe(200);
    const { conversation } = conversationResponseSchema.parse(await response.json());
    expect(conversation).toMatchObject({ id, title: 'study guide on photosynthesis' });
    expect(conversation.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[1]?.content).toMatch(/^# Photosynthesis/);
    expect(Object.keys(conversation)).not.toContain('userId');
  });

  it('answers 404 for another user’s conversation and leaves it alone', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const id = await startConversation(owner, 'notes on my secret plan');
    const read = await server.get(`/api/ai/conversations/${id}`, withCookie(stranger.cookie));
    expect(read.status).toBe(404);
    expect(await read.text()).not.toContain('secret');
    const removed = await server.delete(`/api/ai/conversations/${id}`, withCookie(stranger.cookie));
    expect(removed.status).toBe(404);
    expect((await listOf(owner)).map((item) => item.id)).toEqual([id]);
  });

  it('deletes a conversation with its messages', async () => {
    const account = await buildUser(server);
    const id = await startConversation(account, 'notes on clouds');
    const removed = await server.delete(`/api/ai/conversations/${id}`, withCookie(account.cookie));
    expect(removed.status).toBe(204);
    expect(await listOf(account)).toEqual([]);
    expect(
      (await server.get(`/api/ai/conversations/${id}`, withCookie(account.cookie))).status,
    ).toBe(404);
    expect(
      (await server.delete(`/api/ai/conversations/${id}`, withCookie(account.cookie))).status,
    ).toBe(404);
    // Continuing a deleted conversation is a 404 too, before any use is taken.
    const continued = await server.post(
      '/api/ai/chat',
      { conversationId: id, messages: [{ role: 'user', content: 'more' }] },
      withCookie(account.cookie),
    );
    expect(continued.status).toBe(404);
  });
});
