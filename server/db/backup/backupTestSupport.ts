import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as Y from 'yjs';
import type { DocumentsResponse } from '@common/schemas/sync';
import { appendUpdate } from '../../collab/updateLog';
import { loadNoteDoc, projectNote } from '../../notes/noteDocument';
import {
  buildAttachment,
  buildNote,
  buildUser,
  sessionTokenOnly,
  signIn,
  withCookie,
  type TestUser,
} from '../../test/factories';
import { createTestApp, testServerOf, type TestServer } from '../../test/support';
import type { Database } from '../client';

/** The real app over a database of the test's own making (a data folder, a restored copy). */
export const serverOn = (database: Database): TestServer =>
  testServerOf(createTestApp(database), database);

/** What `fillThroughApp` made, to be found again in a copy. */
export interface Filled {
  user: TestUser;
  notes: { id: string; title: string; words: string }[];
  journalDate: string;
  habitId: string;
  attachmentId: string;
}

async function ok<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

/** A user with notes (tags, a saved version, a logged Yjs update), a journal day, a habit and an upload. */
export async function fillThroughApp(server: TestServer): Promise<Filled> {
  const user = await buildUser(server);
  const notes = [];
  for (let index = 0; index < 3; index++) {
    const words = `Paragraph ${index} with ünïcode ✓ and 漢字 ${randomUUID()}`;
    const note = await buildNote(server, user, {
      title: `Kept note ${index}`,
      markdown: `# Heading\n\n${words}\n\n- a list item`,
      tags: ['kept', `tag-${index}`],
    });
    notes.push({ id: note.id, title: note.title, words });
  }
  const first = notes[0];
  if (!first) throw new Error('no note was made');
  await ok(server.post(`/api/notes/${first.id}/versions`, undefined, withCookie(user.cookie)), 201);
  const edit = new Y.Doc();
  edit.getText('scratch').insert(0, 'logged update');
  await appendUpdate(server.database.db, first.id, Y.encodeStateAsUpdate(edit));

  const journalDate = '2026-01-15';
  await server.put(`/api/journal/${journalDate}`, {}, withCookie(user.cookie));
  const { habit } = await ok<{ habit: { id: string } }>(
    server.post(
      '/api/habits',
      { name: 'Read', schedule: { type: 'daily' } },
      withCookie(user.cookie),
    ),
    201,
  );
  await ok(
    server.request(`/api/habits/${habit.id}/checkins/${journalDate}`, {
      method: 'PUT',
      headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'done' }),
    }),
  );
  const attachment = await buildAttachment(server, user);
  return { user, notes, journalDate, habitId: habit.id, attachmentId: attachment.id };
}

/** Reads everything `fillThroughApp` made through the app over the copy, and writes to it. */
export async function expectFoundThroughApp(server: TestServer, filled: Filled) {
  const { user } = filled;
  // The session made before the copy still signs the user in, and so does the password.
  await ok(server.get('/api/me', withCookie(sessionTokenOnly(user.cookie))));
  const cookie = await signIn(server, user);
  const as = withCookie(cookie);

  const { documents } = await ok<DocumentsResponse>(
    server.post('/api/notes/documents', { notes: filled.notes.map(({ id }) => ({ id })) }, as),
  );
  expect(documents).toHaveLength(filled.notes.length);
  for (const note of filled.notes) {
    const document = documents.find((each) => each.id === note.id);
    const projection = projectNote(loadNoteDoc(Buffer.from(document?.update ?? '', 'base64')));
    expect(projection.title).toBe(note.title);
    expect(projection.markdown).toContain(note.words);
    const { note: read } = await ok<{ note: { tags: { name: string }[] } }>(
      server.get(`/api/notes/${note.id}`, as),
    );
    expect(read.tags.map((tag) => tag.name)).toContain('kept');
  }
  const first = filled.notes[0]?.id ?? '';
  const { versions } = await ok<{ versions: unknown[] }>(
    server.get(`/api/notes/${first}/versions`, as),
  );
  expect(versions).toHaveLength(1);
  await ok(server.get(`/api/journal/${filled.journalDate}`, as));
  const { checkins } = await ok<{ checkins: { date: string }[] }>(
    server.get(
      `/api/habits/${filled.habitId}/checkins?from=${filled.journalDate}&to=${filled.journalDate}`,
      as,
    ),
  );
  expect(checkins.map((checkin) => checkin.date)).toEqual([filled.journalDate]);
  expect((await server.get(`/api/attachments/${filled.attachmentId}`, as)).status).toBe(200);

  // Writes go on where the copy left off (serial ids moved past the copied ones).
  await buildNote(server, { ...user, cookie }, { title: 'Written after the copy' });
  const edit = new Y.Doc();
  edit.getText('scratch').insert(0, 'after');
  await appendUpdate(server.database.db, first, Y.encodeStateAsUpdate(edit));
}
