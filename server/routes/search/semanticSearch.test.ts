import { searchResponseSchema, type SearchResponse } from '@common/schemas/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddingsTestServer,
  usesToday,
  type EmbeddingsTestServer,
} from '../../ai/embeddings/embeddingsTestSupport';
import { standInProvider } from '../../test/aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let setup: EmbeddingsTestServer;
let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  setup = await startEmbeddingsTestServer();
  ({ server } = setup);
  owner = await buildUser(server);
  stranger = await buildUser(server);
  const notes = {
    bananas: {
      title: 'Smoothie',
      markdown: 'Blend two <b>bananas</b> with oat milk, honey and frozen berries.',
    },
    orchard: { title: 'Orchard', markdown: 'The bananas ripen on the tree by the orchard wall.' },
    rocket: { title: 'Launch day', markdown: 'The spaceship launch was moved to Friday morning.' },
    trashed: { title: 'Old smoothie', markdown: 'Bananas and spinach, blended with honey.' },
  };
  for (const [key, note] of Object.entries(notes))
    ids[key] = (await buildNote(server, owner, note)).id;
  ids.theirs = (
    await buildNote(server, stranger, {
      title: 'Their smoothie',
      markdown: 'Blend bananas with oat milk and honey.',
    })
  ).id;
  await server.delete(`/api/notes/${ids.trashed}`, withCookie(owner.cookie));
  await setup.indexer.idle();
}, 60_000);
afterAll(() => setup.close());

const search = (account: TestUser | null, query: string, on: TestServer = server) =>
  on.get(`/api/search?${query}`, account ? withCookie(account.cookie) : {});

async function results(account: TestUser, query: string): Promise<SearchResponse['results']> {
  const response = await search(account, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return searchResponseSchema.parse(await response.json()).results;
}

describe('GET /api/search?mode=semantic|hybrid', () => {
  it('answers 401 signed out and 400 for an unknown mode', async () => {
    expect((await search(null, 'q=bananas&mode=semantic')).status).toBe(401);
    const response = await search(owner, 'q=bananas&mode=telepathic');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers 503 without an embedding model, and still searches by words', async () => {
    const off = await getTestServer();
    const account = await buildUser(off);
    for (const mode of ['semantic', 'hybrid']) {
      const response = await search(account, `q=bananas&mode=${mode}`, off);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'AI_NOT_CONFIGURED',
          message: expect.stringContaining('AI_EMBEDDING_MODEL') as unknown,
        },
      });
    }
    expect((await search(account, 'q=bananas', off)).status).toBe(200);
    expect((await search(account, 'q=bananas&mode=fulltext', off)).status).toBe(200);

    const chatOnly = await getTestServer({
      ai: standInProvider(setup.standIn, { embeddingModel: null }),
    });
    const other = await buildUser(chatOnly);
    expect((await search(other, 'q=bananas&mode=semantic', chatOnly)).status).toBe(503);
  });

  it('finds notes by meaning where full text needs every word', async () => {
    const byWords = await results(owner, 'q=bananas%20blender%20recipe');
    expect(byWords).toEqual([]);
    const byMeaning = await results(owner, 'q=bananas%20blender%20recipe&mode=semantic');
    expect(byMeaning.map((hit) => hit.id)).toEqual(
      expect.arrayContaining([ids.bananas, ids.orchard]),
    );
    expect(byMeaning.map((hit) => hit.id)).not.toContain(ids.rocket);
  });

  it('never returns trashed notes or another user’s', async () => {
    for (const mode of ['semantic', 'hybrid']) {
      const found = (await results(owner, `q=bananas%20honey&mode=${mode}`)).map((hit) => hit.id);
      expect(found).toContain(ids.bananas);
      expect(found).not.toContain(ids.trashed);
      expect(found).not.toContain(ids.theirs);
      const theirs = (await results(stranger, `q=bananas%20honey&mode=${mode}`)).map(
        (hit) => hit.id,
      );
      expect(theirs).toContain(ids.theirs);
      expect(theirs).not.toContain(ids.bananas);
    }
  });

  it('sends snippets as escaped HTML with the query’s words marked', async () => {
    const [first] = await results(owner, 'q=bananas%20oat%20milk&mode=semantic');
    expect(first?.id).toBe(ids.bananas);
    expect(first?.snippet).toContain('&lt;b&gt;<mark>bananas</mark>&lt;/b&gt;');
    expect(first?.snippet).not.toContain('<b>');
  });

  it('merges words and meaning in hybrid mode, a note found both ways first', async () => {
    const hits = await results(owner, 'q=bananas%20smoothie&mode=hybrid');
    expect(hits[0]?.id).toBe(ids.bananas);
    expect(hits.map((hit) => hit.id)).toContain(ids.orchard);
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
  });

  it('honours tag filters, exclusions and the limit', async () => {
    const tagged = await buildNote(server, owner, {
      title: 'Banana bread',
      markdown: 'Bananas, flour, eggs and honey.',
      tags: ['baking'],
    });
    await setup.indexer.idle();
    const inTag = await results(owner, 'q=bananas%20honey&mode=semantic&tag=baking');
    expect(inTag.map((hit) => hit.id)).toEqual([tagged.id]);
    const excluded = await results(owner, 'q=bananas%20honey%20-orchard&mode=semantic');
    expect(excluded.map((hit) => hit.id)).not.toContain(ids.orchard);
    expect(await results(owner, 'q=bananas&mode=semantic&limit=1')).toHaveLength(1);
  });

  it('counts no AI use', async () => {
    await results(owner, 'q=bananas&mode=semantic');
    await results(owner, 'q=bananas&mode=hybrid');
    expect(await usesToday(server, owner.id)).toBe(0);
  });

  it('answers 502 when the embedding model fails', async () => {
    const response = await search(owner, 'q=bananas%20%5B%5Bfail%5D%5D&mode=semantic');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'AI_UNAVAILABLE' } });
  });
});
