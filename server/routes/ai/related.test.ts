import { relatedNotesResponseSchema, type RelatedNotesResponse } from '@common/schemas/ai';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddingsTestServer,
  usesToday,
  type EmbeddingsTestServer,
} from '../../ai/embeddings/embeddingsTestSupport';
import { startNoteIndexer } from '../../ai/embeddings/noteIndexer';
import { createLogger } from '../../logger';
import { standInProvider } from '../../test/aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let setup: EmbeddingsTestServer;
let server: TestServer;

beforeAll(async () => {
  setup = await startEmbeddingsTestServer();
  ({ server } = setup);
}, 30_000);
afterAll(() => setup.close());

const related = (account: TestUser | null, id: string, on: TestServer = server) =>
  on.get(`/api/notes/${id}/related`, account ? withCookie(account.cookie) : {});

async function relatedTo(account: TestUser, id: string): Promise<RelatedNotesResponse> {
  const response = await related(account, id);
  expect(response.status, await response.clone().text()).toBe(200);
  return relatedNotesResponseSchema.parse(await response.json());
}

const sailing = (detail: string) =>
  `Sailing the boat across the bay with the jib and the mainsail, ${detail}. ` +
  'The wind picked up near the harbour and the tide turned at noon.';

describe('GET /api/notes/:id/related', () => {
  it('answers 401 signed out', async () => {
    expect((await related(null, randomUUID())).status).toBe(401);
  });

  it('answers 400 for an id this API never gives', async () => {
    const owner = await buildUser(server);
    const response = await related(owner, 'not-an-id');
    expect(response.status).toBe(400);
  });

  it('answers 404 for another user’s note and for a missing one', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const theirs = await buildNote(server, stranger, { markdown: sailing('with friends') });
    expect((await related(owner, theirs.id)).status).toBe(404);
    expect((await related(owner, randomUUID())).status).toBe(404);
  });

  it('answers 503 without an embedding model', async () => {
    const chatOnly = await getTestServer({
      ai: standInProvider(setup.standIn, { embeddingModel: null }),
    });
    const owner = await buildUser(chatOnly);
    const note = await buildNote(chatOnly, owner, { markdown: 'Anything.' });
    const response = await related(owner, note.id, chatOnly);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'AI_NOT_CONFIGURED',
        message: expect.stringContaining('AI_EMBEDDING_MODEL') as unknown,
      },
    });
  });

  it('lists the caller’s closest notes, never itself, trashed ones or another user’s', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const note = await buildNote(server, owner, {
      title: 'Sailing log',
      markdown: sailing('on Saturday'),
    });
    const close = await buildNote(server, owner, {
      title: 'Sailing trip',
      markdown: sailing('on Sunday, with Sam'),
    });
    const trashed = await buildNote(server, owner, {
      title: 'Sailing plans',
      markdown: sailing('next year'),
    });
    await buildNote(server, owner, { title: 'Taxes', markdown: 'Invoices, receipts, forms.' });
    const theirs = await buildNote(server, stranger, {
      title: 'Sailing log',
      markdown: sailing('on Saturday'),
    });
    await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie));
    await setup.indexer.idle();

    const body = await relatedTo(owner, note.id);
    expect(body.indexed).toBe(true);
    expect(body.notes[0]).toMatchObject({ id: close.id, title: 'Sailing trip' });
    expect(body.notes[0]?.score).toBeGreaterThan(0.5);
    expect(body.notes[0]?.snippet).toContain('Sailing the boat across the bay');
    const ids = body.notes.map((entry) => entry.id);
    expect(ids).not.toContain(note.id);
    expect(ids).not.toContain(trashed.id);
    expect(ids).not.toContain(theirs.id);
    expect(body.notes.length).toBeLessThanOrEqual(5);
    // Stored vectors only: no AI use.
    expect(await usesToday(server, owner.id)).toBe(0);
  });

  it('says when indexing has not caught up yet', async () => {
    const owner = await buildUser(server);
    await setup.indexer.idle();
    await setup.indexer.stop();
    try {
      const note = await buildNote(server, owner, { markdown: sailing('before the indexer') });
      const body = await relatedTo(owner, note.id);
      expect(body).toEqual({ notes: [], indexed: false });
    } finally {
      setup.indexer = startNoteIndexer({
        database: server.database,
        ai: setup.ai,
        logger: createLogger('silent', false),
        settleMs: 0,
      });
    }
    await setup.indexer.idle();
    const caughtUp = await buildNote(server, owner, { markdown: sailing('after it') });
    await setup.indexer.idle();
    expect((await relatedTo(owner, caughtUp.id)).indexed).toBe(true);
  });
});
