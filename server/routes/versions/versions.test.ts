import type { VersionContent, VersionList, VersionSummary } from '@common/schemas/versions';
import type { Note } from '@common/schemas/notes';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteVersion } from '../../db/schema';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let server: TestServer;
let standIn: AiStandIn;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  standIn = await startAiStandIn();
  server = await getTestServer({ ai: standInProvider(standIn) });
  owner = await buildUser(server);
  other = await buildUser(server);
}, 60_000);
afterAll(() => standIn.close());

const as = (user?: TestUser) => (user ? withCookie(user.cookie) : {});

async function saveVersion(noteId: string, user: TestUser = owner): Promise<VersionSummary> {
  const response = await server.post(`/api/notes/${noteId}/versions`, undefined, as(user));
  expect(response.status).toBe(201);
  return ((await response.json()) as { version: VersionSummary }).version;
}

async function versionsOf(noteId: string): Promise<VersionSummary[]> {
  const response = await server.get(`/api/notes/${noteId}/versions`, as(owner));
  expect(response.status).toBe(200);
  return ((await response.json()) as VersionList).versions;
}

const edit = (noteId: string, patch: { title?: string; markdown?: string }) =>
  server.patch(`/api/notes/${noteId}`, patch, as(owner));

describe('POST /api/notes/:id/versions', () => {
  it('saves the note as it is, listed newest first with its source and word count', async () => {
    const note = await buildNote(server, owner, { title: 'Plan', markdown: 'three words here' });
    const first = await saveVersion(note.id);
    expect(first).toMatchObject({ source: 'manual', wordCount: 3 });
    expect(new Date(first.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    await edit(note.id, { markdown: 'now five words are here' });
    const second = await saveVersion(note.id);
    expect(second.wordCount).toBe(5);
    const listed = await versionsOf(note.id);
    expect(listed.map((version) => version.id)).toEqual([second.id, first.id]);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'source', 'wordCount']);
  });

  it('answers 401 signed out, 404 for another user’s note, 400 for a bad id', async () => {
    const note = await buildNote(server, owner, { title: 'Mine' });
    expect((await server.post(`/api/notes/${note.id}/versions`)).status).toBe(401);
    expect((await server.post(`/api/notes/${note.id}/versions`, undefined, as(other))).status).toBe(
      404,
    );
    const bad = await server.post('/api/notes/not-an-id/versions', undefined, as(owner));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Not an id this API returned');
    expect(await versionsOf(note.id)).toEqual([]);
  });
});

describe('GET /api/notes/:id/versions and /:versionId', () => {
  it('reads a version’s title and Markdown as they were', async () => {
    const note = await buildNote(server, owner, { title: 'Draft', markdown: 'First *words*' });
    const version = await saveVersion(note.id);
    await edit(note.id, { title: 'Final', markdown: 'Other words' });
    const response = await server.get(`/api/notes/${note.id}/versions/${version.id}`, as(owner));
    expect(response.status).toBe(200);
    expect((await response.json()) as VersionContent).toEqual({
      title: 'Draft',
      markdown: 'First *words*',
    });
  });

  it('answers 404 for another user’s note and version, and for a version of another note', async () => {
    const note = await buildNote(server, owner, { title: 'A' });
    const version = await saveVersion(note.id);
    const otherNote = await buildNote(server, owner, { title: 'B' });
    const strangers = await buildNote(server, other, { title: 'C' });
    const cases: [string, TestUser][] = [
      [`/api/notes/${note.id}/versions`, other],
      [`/api/notes/${note.id}/versions/${version.id}`, other],
      [`/api/notes/${otherNote.id}/versions/${version.id}`, owner],
      [`/api/notes/${strangers.id}/versions/${version.id}`, other],
      [`/api/notes/${note.id}/versions/${randomUUID()}`, owner],
    ];
    for (const [path, user] of cases) {
      const response = await server.get(path, as(user));
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain(version.id);
    }
    const restore = await server.post(
      `/api/notes/${otherNote.id}/versions/${version.id}/restore`,
      undefined,
      as(owner),
    );
    expect(restore.status).toBe(404);
  });

  it('answers 400 for a bad note id or version id, 401 signed out', async () => {
    const note = await buildNote(server, owner, { title: 'A' });
    const version = await saveVersion(note.id);
    expect((await server.get(`/api/notes/${note.id}/versions/nope`, as(owner))).status).toBe(400);
    expect((await server.get(`/api/notes/nope/versions/${version.id}`, as(owner))).status).toBe(
      400,
    );
    expect(
      (await server.post(`/api/notes/${note.id}/versions/nope/restore`, undefined, as(owner)))
        .status,
    ).toBe(400);
    expect((await server.get(`/api/notes/${note.id}/versions`)).status).toBe(401);
    expect((await server.get(`/api/notes/${note.id}/versions/${version.id}`)).status).toBe(401);
    expect((await server.post(`/api/notes/${note.id}/versions/${version.id}/restore`)).status).toBe(
      401,
    );
  });

  it('hides a trashed note’s versions, as it hides the note, until it is restored', async () => {
    const note = await buildNote(server, owner, { title: 'Binned' });
    const version = await saveVersion(note.id);
    await server.delete(`/api/notes/${note.id}`, as(owner));
    expect((await server.get(`/api/notes/${note.id}/versions`, as(owner))).status).toBe(404);
    expect(
      (await server.get(`/api/notes/${note.id}/versions/${version.id}`, as(owner))).status,
    ).toBe(404);
    await server.post(`/api/notes/${note.id}/restore`, undefined, as(owner));
    expect((await versionsOf(note.id)).map((v) => v.id)).toEqual([version.id]);
  });
});

describe('POST /api/notes/:id/versions/:versionId/restore', () => {
  it('brings the old text back and keeps the text it replaced as a “restore” version', async () => {
    const note = await buildNote(server, owner, {
      title: 'Essay',
      markdown: 'Opening\n\nMiddle\n\nEnd',
    });
    const version = await saveVersion(note.id);
    await edit(note.id, { title: 'Essay v2', markdown: 'Opening\n\nA new middle\n\nEnd' });
    const response = await server.post(
      `/api/notes/${note.id}/versions/${version.id}/restore`,
      undefined,
      as(owner),
    );
    expect(response.status).toBe(200);
    const restored = ((await response.json()) as { note: Note }).note;
    expect(restored).toMatchObject({
      id: note.id,
      title: 'Essay',
      markdown: 'Opening\n\nMiddle\n\nEnd',
    });
    // Search sees the restored text.
    const found = await server.get('/api/search?q=Middle', as(owner));
    expect(JSON.stringify(await found.json())).toContain(note.id);

    const [before, ...rest] = await versionsOf(note.id);
    expect(before?.source).toBe('restore');
    expect(rest.map((v) => v.id)).toEqual([version.id]);
    const kept = await server.get(`/api/notes/${note.id}/versions/${before?.id}`, as(owner));
    expect(await kept.json()).toEqual({
      title: 'Essay v2',
      markdown: 'Opening\n\nA new middle\n\nEnd',
    });
  });

  it('answers 404 for another user', async () => {
    const note = await buildNote(server, owner, { title: 'Mine', markdown: 'text' });
    const version = await saveVersion(note.id);
    const response = await server.post(
      `/api/notes/${note.id}/versions/${version.id}/restore`,
      undefined,
      as(other),
    );
    expect(response.status).toBe(404);
    const rows = await server.database.db
      .select({ id: noteVersion.id })
      .from(noteVersion)
      .where(eq(noteVersion.noteId, note.id));
    expect(rows).toHaveLength(1);
  });
});

describe('a version before an AI rewrite', () => {
  const ask = (noteId: string, action: string) =>
    server.post(`/api/notes/${noteId}/ai`, { action, stream: false }, as(owner));

  it('is saved when a rewrite is asked for, once for the same text', async () => {
    const note = await buildNote(server, owner, {
      title: 'Rough',
      markdown: 'this sentense has a mistake',
    });
    expect((await ask(note.id, 'fix-grammar')).status).toBe(200);
    const versions = await versionsOf(note.id);
    expect(versions.map((v) => v.source)).toEqual(['ai']);
    const saved = await server.get(`/api/notes/${note.id}/versions/${versions[0]?.id}`, as(owner));
    expect(((await saved.json()) as VersionContent).markdown).toBe('this sentense has a mistake');
    // Asked again (Try again) for the same text: no second copy.
    expect((await ask(note.id, 'improve')).status).toBe(200);
    expect(await versionsOf(note.id)).toHaveLength(1);
  });

  it('is not saved for an action that only adds text', async () => {
    const note = await buildNote(server, owner, {
      title: 'Notes',
      markdown: 'Some text to sum up',
    });
    expect((await ask(note.id, 'summarize')).status).toBe(200);
    expect(await versionsOf(note.id)).toEqual([]);
  });
});
