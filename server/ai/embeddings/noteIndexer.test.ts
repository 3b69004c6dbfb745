import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chunkEmbedding, note as noteTable, noteChunk, noteIndexState } from '../../db/schema';
import { createLogger } from '../../logger';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';
import type { AiProvider } from '../aiProvider';
import { isAccountIndexed, staleNotes } from './indexStore';
import { startNoteIndexer, type NoteIndexer, type NoteIndexerOptions } from './noteIndexer';

let server: TestServer;
let standIn: AiStandIn;
let ai: AiProvider;
let owner: TestUser;
const running = new Set<NoteIndexer>();

beforeAll(async () => {
  standIn = await startAiStandIn();
  ai = standInProvider(standIn);
  server = await getTestServer({ ai });
  owner = await buildUser(server);
}, 30_000);
afterEach(async () => {
  for (const indexer of running) await indexer.stop();
  running.clear();
  standIn.failWith(null);
});
afterAll(() => standIn.close());

function startIndexer(options: Partial<NoteIndexerOptions> = {}): NoteIndexer {
  const indexer = startNoteIndexer({
    database: server.database,
    ai,
    logger: createLogger('silent', false),
    settleMs: 0,
    retryMs: 20,
    maxRetryMs: 100,
    ...options,
  });
  running.add(indexer);
  return indexer;
}

async function stop(indexer: NoteIndexer) {
  await indexer.stop();
  running.delete(indexer);
}

/**
 * Texts sent to the embedding model that contain the marker. The database may
 * hold other tests' notes (PostgreSQL runs share one): counting by a marker of
 * this test's own keeps the figures exact.
 */
function embeddedWith(marker: string): string[] {
  return standIn.calls
    .filter((call) => call.path === '/v1/embeddings')
    .flatMap((call) => (call.body as { input: string[] }).input)
    .filter((text) => text.includes(marker));
}

/** A note of many paragraphs, each tagged with the marker, long enough for several passages. */
function longMarkdown(marker: string, paragraphs = 24): string {
  return Array.from(
    { length: paragraphs },
    (_, index) =>
      `Paragraph ${index} of ${marker} talks about gardens, rivers and a walk on day ${index}. ` +
      `It lists what was planted: tomato ${index}, basil ${index + 1} and beans ${index + 2}. ` +
      `It ends with a plan for the week after, number ${index * 3}, and a note on the weather.`,
  ).join('\n\n');
}

async function passagesOf(noteId: string) {
  return server.database.db
    .select({ hash: noteChunk.contentHash, text: noteChunk.text })
    .from(noteChunk)
    .where(eq(noteChunk.noteId, noteId))
    .orderBy(asc(noteChunk.ordinal));
}

async function vectorCount(hashes: string[], model = 'stand-in-embed') {
  if (hashes.length === 0) return 0;
  const rows = await server.database.db
    .select({ hash: chunkEmbedding.contentHash })
    .from(chunkEmbedding)
    .where(and(inArray(chunkEmbedding.contentHash, hashes), eq(chunkEmbedding.model, model)));
  return rows.length;
}

describe('the note indexer', () => {
  it('cuts a changed note into passages and embeds each once, as unit vectors', async () => {
    const indexer = startIndexer();
    const marker = `m${randomUUID().slice(0, 8)}`;
    const note = await buildNote(server, owner, {
      title: `Garden ${marker}`,
      markdown: longMarkdown(marker),
    });
    await indexer.idle();

    const passages = await passagesOf(note.id);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages[0]?.text.startsWith(`Garden ${marker}`)).toBe(true);
    expect(await vectorCount(passages.map((passage) => passage.hash))).toBe(passages.length);
    expect(embeddedWith(marker)).toHaveLength(passages.length);
    const [state] = await server.database.db
      .select()
      .from(noteIndexState)
      .where(eq(noteIndexState.noteId, note.id));
    expect(state?.userId).toBe(owner.id);

    const [stored] = await server.database.db
      .select({ embedding: chunkEmbedding.embedding, dimensions: chunkEmbedding.dimensions })
      .from(chunkEmbedding)
      .where(eq(chunkEmbedding.contentHash, passages[0]?.hash ?? ''));
    expect(stored?.dimensions).toBe(384);
    expect(Math.hypot(...(stored?.embedding ?? []))).toBeCloseTo(1, 4);
  });

  it('makes no embedding call on a second run, a restart or an unchanged note', async () => {
    const marker = `m${randomUUID().slice(0, 8)}`;
    const first = startIndexer();
    const note = await buildNote(server, owner, { markdown: longMarkdown(marker, 10) });
    await first.idle();
    const embedded = embeddedWith(marker).length;
    expect(embedded).toBeGreaterThan(0);

    // The same note told again, and a pin (no text change): nothing to embed.
    first.enqueue(note.id);
    await server.patch(`/api/notes/${note.id}`, { pinned: true }, withCookie(owner.cookie));
    await first.idle();
    await stop(first);

    // A restart: everything is found indexed.
    const second = startIndexer();
    await second.idle();
    expect(embeddedWith(marker)).toHaveLength(embedded);
  });

  it('re-embeds only the passages an edit changed', async () => {
    const indexer = startIndexer();
    const marker = `m${randomUUID().slice(0, 8)}`;
    const markdown = longMarkdown(marker, 40);
    const note = await buildNote(server, owner, { markdown });
    await indexer.idle();
    const before = await passagesOf(note.id);
    const embeddedBefore = embeddedWith(marker).length;

    const edited = markdown.replace(
      'Paragraph 20 of',
      'Paragraph 20, rewritten with a few more words, of',
    );
    const response = await server.patch(
      `/api/notes/${note.id}`,
      { markdown: edited },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(200);
    await indexer.idle();

    const after = await passagesOf(note.id);
    const changed = after.filter(
      (passage) => !before.some((previous) => previous.hash === passage.hash),
    );
    const newlyEmbedded = embeddedWith(marker).slice(embeddedBefore);
    expect(before.length).toBeGreaterThan(5);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(3);
    expect(newlyEmbedded.sort()).toEqual(changed.map((passage) => passage.text).sort());
    expect(await vectorCount(after.map((passage) => passage.hash))).toBe(after.length);
  });

  it('keeps only the passages a shortened note still has', async () => {
    const indexer = startIndexer();
    const marker = `m${randomUUID().slice(0, 8)}`;
    const note = await buildNote(server, owner, { markdown: longMarkdown(marker, 20) });
    await indexer.idle();
    expect((await passagesOf(note.id)).length).toBeGreaterThan(3);

    await server.patch(
      `/api/notes/${note.id}`,
      { markdown: `Only this is left of ${marker}.` },
      withCookie(owner.cookie),
    );
    await indexer.idle();
    const after = await passagesOf(note.id);
    expect(after.map((passage) => passage.text)).toEqual([
      `${note.title}\n\nOnly this is left of ${marker}.`,
    ]);
  });

  it('counts a note cut at its exact updated_at, microseconds included', async () => {
    const indexer = startIndexer();
    const account = await buildUser(server);
    const note = await buildNote(server, account, { markdown: 'Precise to the microsecond.' });
    await indexer.idle();
    // PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
    await server.database.db
      .update(noteTable)
      .set({ updatedAt: sql`'2031-05-04 10:20:30.123456+00'::timestamptz` })
      .where(eq(noteTable.id, note.id));
    indexer.enqueue(note.id);
    await indexer.idle();
    expect(await isAccountIndexed(server.database.db, account.id, 'stand-in-embed', 384)).toBe(
      true,
    );
    const stale = await staleNotes(server.database.db, 10_000);
    expect(stale).not.toContain(note.id);
  });

  it('resumes after a restart: notes written while it was stopped are indexed at start', async () => {
    const marker = `m${randomUUID().slice(0, 8)}`;
    const note = await buildNote(server, owner, { markdown: longMarkdown(marker, 6) });
    expect(await passagesOf(note.id)).toEqual([]);

    const indexer = startIndexer();
    await indexer.idle();
    const passages = await passagesOf(note.id);
    expect(passages.length).toBeGreaterThan(0);
    expect(await vectorCount(passages.map((passage) => passage.hash))).toBe(passages.length);
  });

  it('embeds everything again for a new model, and nothing more on its second run', async () => {
    const first = startIndexer();
    const marker = `m${randomUUID().slice(0, 8)}`;
    const note = await buildNote(server, owner, { markdown: longMarkdown(marker, 8) });
    await first.idle();
    await stop(first);
    const passages = await passagesOf(note.id);

    const otherModel = standInProvider(standIn, { embeddingModel: 'stand-in-embed-2' });
    const second = startIndexer({ ai: otherModel });
    await second.idle();
    const hashes = passages.map((passage) => passage.hash);
    expect(await vectorCount(hashes, 'stand-in-embed-2')).toBe(passages.length);
    // This note's passages only: on PostgreSQL other test files' notes share the database.
    const ofThisNote = () =>
      standIn.calls.filter(
        (call) => call.model === 'stand-in-embed-2' && JSON.stringify(call.body).includes(marker),
      );
    const secondModelCalls = ofThisNote();
    expect(secondModelCalls.length).toBeGreaterThan(0);
    await stop(second);

    const third = startIndexer({ ai: otherModel });
    await third.idle();
    expect(ofThisNote()).toHaveLength(secondModelCalls.length);
  });

  it('backs off while the model server fails and catches up once it answers', async () => {
    standIn.failWith(500);
    const indexer = startIndexer();
    const marker = `m${randomUUID().slice(0, 8)}`;
    const note = await buildNote(server, owner, { markdown: longMarkdown(marker, 4) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const passages = await passagesOf(note.id);
    expect(passages.length).toBeGreaterThan(0);
    expect(await vectorCount(passages.map((passage) => passage.hash))).toBe(0);

    standIn.failWith(null);
    await indexer.idle();
    expect(await vectorCount(passages.map((passage) => passage.hash))).toBe(passages.length);
  });

  it('skips one passage the model refuses without holding back the others', async () => {
    const indexer = startIndexer({ batchSize: 8 });
    const marker = `m${randomUUID().slice(0, 8)}`;
    const poisoned = await buildNote(server, owner, {
      title: 'Refused',
      markdown: `[[fail]] ${marker}\n\n${longMarkdown(marker, 12)}`,
    });
    await indexer.idle();
    const passages = await passagesOf(poisoned.id);
    const refused = passages.filter((passage) => passage.text.includes('[[fail]]'));
    expect(refused.length).toBeGreaterThan(0);
    expect(await vectorCount(passages.map((passage) => passage.hash))).toBe(
      passages.length - refused.length,
    );
  });

  it('drops a deleted note’s passages with it', async () => {
    const indexer = startIndexer();
    const note = await buildNote(server, owner, { markdown: 'Short lived words.' });
    await indexer.idle();
    expect(await passagesOf(note.id)).toHaveLength(1);
    await server.delete(`/api/notes/${note.id}`, withCookie(owner.cookie));
    await server.delete(`/api/trash/${note.id}`, withCookie(owner.cookie));
    expect(await passagesOf(note.id)).toEqual([]);
  });

  it('stops cleanly in the middle of a failing call', async () => {
    standIn.failWith(500);
    const indexer = startIndexer({ retryMs: 10_000, maxRetryMs: 10_000 });
    await buildNote(server, owner, { markdown: 'Waiting for a model.' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await stop(indexer);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
