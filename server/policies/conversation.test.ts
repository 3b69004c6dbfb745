import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepExchange, listMessages, startConversation } from '../ai/assistant/conversationStore';
import { buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedConversation } from './conversation';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

const exchange = (question: string, answer: string) => ({
  question,
  answer,
  askedAt: new Date(),
  answeredAt: new Date(),
});

async function keptConversation(userId: string) {
  const id = randomUUID();
  await startConversation(server.database.db, {
    id,
    userId,
    messages: [{ role: 'user', content: 'first' }],
    exchange: exchange('first', 'answer one'),
  });
  return id;
}

describe('conversation policy and store', () => {
  it('gives the owner their conversation and answers everyone else as if it did not exist', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const { db } = server.database;
    const id = await keptConversation(owner.id);
    expect(await findOwnedConversation(db, owner.id, id)).toMatchObject({ id, title: 'first' });
    await expect(findOwnedConversation(db, stranger.id, id)).rejects.toMatchObject({ status: 404 });
    await expect(findOwnedConversation(db, owner.id, randomUUID())).rejects.toMatchObject({
      status: 404,
    });
  });

  it('regenerate replaces the answer to the same question, and appends after another one', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await keptConversation(owner.id);
    const conversation = { id, userId: owner.id };
    await keepExchange(db, conversation, exchange('first', 'answer two'), {
      replaceLastAnswer: true,
    });
    expect((await listMessages(db, id)).map((message) => message.content)).toEqual([
      'first',
      'answer two',
    ]);
    // Another tab asked something else meanwhile: nothing of it is overwritten.
    await keepExchange(db, conversation, exchange('second', 'answer three'), {
      replaceLastAnswer: true,
    });
    expect((await listMessages(db, id)).map((message) => message.content)).toEqual([
      'first',
      'answer two',
      'second',
      'answer three',
    ]);
  });

  it('keeps nothing for a conversation deleted meanwhile or another user’s', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const { db } = server.database;
    const id = await keptConversation(owner.id);
    await keepExchange(db, { id, userId: stranger.id }, exchange('mine now', 'no'));
    expect(await listMessages(db, id)).toHaveLength(2);
    await keepExchange(db, { id: randomUUID(), userId: owner.id }, exchange('gone', 'no'));
  });
});
