import { randomUUID } from 'node:crypto';
import type { JournalEntry } from '@common/schemas/journal';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findFullNote, fullNoteReader } from './noteQueries';

let server: TestServer;
// Loading this file's database copy can take seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

describe('fullNoteReader (the prepared read of one note)', () => {
  it('answers exactly what findFullNote answers: fields, tags in name order, journal day and mood', async () => {
    const owner = await buildUser(server);
    const tagged = await buildNote(server, owner, { title: 'Tagged', tags: ['work', 'Ideas'] });
    const response = await server.put(
      '/api/journal/2026-03-04',
      { markdown: 'A calm day', mood: 3 },
      withCookie(owner.cookie),
    );
    const { entry } = (await response.json()) as { entry: JournalEntry };
    const read = fullNoteReader(server.database);
    for (const id of [tagged.id, entry.noteId]) {
      const prepared = await read(id);
      expect(prepared).toEqual(await findFullNote(server.database.db, id));
    }
    expect((await read(tagged.id))?.tags.map((tag) => tag.name)).toEqual(['Ideas', 'work']);
    expect(await read(entry.noteId)).toMatchObject({ journalDate: '2026-03-04', journalMood: 3 });
  });

  it('answers undefined for an id no note has, and keeps its statement across readers', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    // Every app built over one database asks for the same statement.
    const first = fullNoteReader(server.database);
    const second = fullNoteReader(server.database);
    // Random: on PostgreSQL every test file shares one database, and others use the zero id.
    expect(await first(randomUUID())).toBeUndefined();
    expect(await first("it's no id")).toBeUndefined();
    expect((await second(note.id))?.id).toBe(note.id);
  });
});
