import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../db/client';
import { createLogger } from '../logger';
import { findOwnedNote } from '../policies/note';
import { tagsOfNotes } from '../notes/tags';
import { buildNote, buildUser, withCookie } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { noteEvents } from './noteChanged';
import { createNote, updateNote } from './noteWriter';

/**
 * The real database, with another writer that edits the note (a real,
 * committed write) just before each update of a note sent through this
 * handle runs: every compare-and-set then finds a newer document.
 */
function withWriterBeforeEachNoteUpdate(db: Db, otherWrite: () => Promise<void>): Db {
  const intercept = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value !== 'function') return value;
        if (key === 'then' && isNoteUpdate(object)) {
          return (...handlers: unknown[]) =>
            otherWrite().then(() => Reflect.apply(value, object, handlers) as unknown);
        }
        return (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, object, args);
          return result !== null && typeof result === 'object' && !(result instanceof Promise)
            ? intercept(result)
            : result;
        };
      },
    });
  return intercept(db);
}

function isNoteUpdate(query: object): boolean {
  if (!('toSQL' in query) || typeof query.toSQL !== 'function') return false;
  const { sql } = (query as { toSQL(): { sql: string } }).toSQL();
  return /\bupdate "notes"/.test(sql);
}

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

describe('noteWriter', () => {
  it('keeps both of two edits made from the same stale copy of a note', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, { title: 'Draft', markdown: 'First line.' });
    const stale = await findOwnedNote(db, owner.id, id);

    await updateNote(db, stale, { title: 'Final title' });
    // Applied to the copy read before the title changed: must not undo it.
    await updateNote(db, stale, { markdown: 'Second line.' });

    const saved = await findOwnedNote(db, owner.id, id);
    expect(saved.title).toBe('Final title');
    expect(saved.markdown).toBe('Second line.');
  });

  it('compares an edit of a stale copy with the note it replaced, not with the copy', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, { title: 'Draft' });
    const stale = await findOwnedNote(db, owner.id, id);
    const heard: boolean[] = [];
    onTestFinished(
      noteEvents(db).subscribe(
        (event) => void (event.noteId === id && heard.push(event.textChanged)),
        createLogger('silent', false),
      ),
    );

    await updateNote(db, stale, { title: 'Final' });
    // Retried on the newer note, which already has this title.
    await updateNote(db, stale, { title: 'Final' });
    expect(heard).toEqual([true, false]);
  });

  it('creates tags once whatever their case, and replaces a note’s tags exactly', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, {
      title: 'Tagged',
      tags: ['Work', 'work ', 'Ideas'],
    });
    const names = async () => ((await tagsOfNotes(db, [id])).get(id) ?? []).map((t) => t.name);
    expect(await names()).toEqual(['Ideas', 'Work']);

    await updateNote(db, await findOwnedNote(db, owner.id, id), { tags: ['WORK', 'Travel'] });
    expect(await names()).toEqual(['Travel', 'Work']);
    await updateNote(db, await findOwnedNote(db, owner.id, id), { tags: [] });
    expect(await names()).toEqual([]);
  });

  it('creates a note pinned and dated in one write (the demo’s samples)', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const writtenAt = new Date('2025-03-01T09:00:00Z');
    const id = await createNote(db, owner.id, { title: 'Old idea' }, { pinned: true, writtenAt });
    const saved = await findOwnedNote(db, owner.id, id);
    expect(saved).toMatchObject({ pinned: true, createdAt: writtenAt, updatedAt: writtenAt });
  });
});

describe('a note that keeps changing while an edit is saved', () => {
  it('gives up after a few attempts with 409 EDIT_CONFLICT, keeping the other writer’s edits', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, { title: 'Busy', markdown: 'Start.' });
    let otherEdits = 0;
    const busy = withWriterBeforeEachNoteUpdate(db, async () => {
      otherEdits++;
      await updateNote(db, await findOwnedNote(db, owner.id, id), {
        title: `Typed elsewhere ${otherEdits}`,
      });
    });

    await expect(
      updateNote(busy, await findOwnedNote(db, owner.id, id), { markdown: 'Mine.' }),
    ).rejects.toMatchObject({ status: 409, code: 'EDIT_CONFLICT' });
    expect(otherEdits).toBe(5);
    const saved = await findOwnedNote(db, owner.id, id);
    expect(saved).toMatchObject({ title: 'Typed elsewhere 5', markdown: 'Start.' });
  });

  it('still saves when the other writer stops in time', async () => {
    const owner = await buildUser(server);
    const { db } = server.database;
    const id = await createNote(db, owner.id, { title: 'Busy', markdown: 'Start.' });
    let otherEdits = 0;
    const busy = withWriterBeforeEachNoteUpdate(db, async () => {
      if (++otherEdits > 4) return;
      await updateNote(db, await findOwnedNote(db, owner.id, id), {
        title: `Typed elsewhere ${otherEdits}`,
      });
    });

    await updateNote(busy, await findOwnedNote(db, owner.id, id), { markdown: 'Mine.' });
    const saved = await findOwnedNote(db, owner.id, id);
    expect(saved).toMatchObject({ title: 'Typed elsewhere 4', markdown: 'Mine.' });
  });

  it('answers PATCH /api/notes/:id with 409 and the code EDIT_CONFLICT', async () => {
    const owner = await buildUser(server);
    const created = await buildNote(server, owner, { title: 'Busy' });
    const { db } = server.database;
    let otherEdits = 0;
    const busy = withWriterBeforeEachNoteUpdate(db, async () => {
      otherEdits++;
      await updateNote(db, await findOwnedNote(db, owner.id, created.id), {
        markdown: `Typed elsewhere ${otherEdits}.`,
      });
    });
    const busyServer = await getTestServer({ database: { ...server.database, db: busy } });

    const response = await busyServer.patch(
      `/api/notes/${created.id}`,
      { title: 'Mine' },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'EDIT_CONFLICT' } });
  });
});
