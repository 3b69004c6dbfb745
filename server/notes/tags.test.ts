import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNoteAnswered } from '../commands/noteWriter';
import { noteTag, tag } from '../db/schema';
import { buildUser } from '../test/factories';
import { addTagUncommitted } from '../test/uncommittedTag';
import { getTestServer } from '../test/support';
import { inPgliteProject } from '../test/testProjects';

describe('a new note’s tags, written with the note in one statement', () => {
  it('links a tag another request adds while the note is being written', async () => {
    const server = await getTestServer();
    const { db } = server.database;
    const owner = await buildUser(server);
    // Another request adds the tag "Race" and holds it uncommitted; the new note's "race" then
    // waits for it on PostgreSQL, and its statement cannot see it: the links are made again.
    const { tagId, commit } = await addTagUncommitted(db, owner.id, 'Race');
    const creating = createNoteAnswered(db, owner.id, { title: 'Photo finish', tags: ['race'] });
    await sleep(200);
    await commit();
    const { id: noteId, answer } = await creating;
    // The statement's own answer of the tags where it saw the tag; none where it relinked.
    if (inPgliteProject)
      expect(answer?.tags).toEqual([{ id: tagId, name: 'Race', color: 'violet' }]);
    else expect(answer).toBeUndefined();

    const links = await db.select().from(noteTag).where(eq(noteTag.noteId, noteId));
    expect(links.map((link) => link.tagId)).toEqual([tagId]);
    const tags = await db.select().from(tag).where(eq(tag.userId, owner.id));
    expect(tags.map((row) => row.name)).toEqual(['Race']);
  });

  it('writes a note whose tag names are all blank, with no tags', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { id, answer } = await createNoteAnswered(server.database.db, owner.id, {
      title: 'Blank tags',
      tags: ['  ', ''],
    });
    expect(answer).toMatchObject({ id, title: 'Blank tags', tags: [] });
    expect(await server.database.db.select().from(noteTag).where(eq(noteTag.noteId, id))).toEqual(
      [],
    );
  });
});
