import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Attachment } from '@common/schemas/attachments';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachment, note } from '../db/schema';
import {
  buildAttachment,
  buildNote,
  buildUser,
  onePixelPng,
  withCookie,
  type TestUser,
} from '../test/factories';
import { getTestServer, testStorage, testUploadsDir, type TestServer } from '../test/support';
import { purgeUnattachedUploads } from './uploadPurger';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

async function uploadAt(server: TestServer, owner: TestUser, createdAt: Date) {
  const uploaded = await buildAttachment(server, owner);
  await server.database.db
    .update(attachment)
    .set({ createdAt })
    .where(eq(attachment.id, uploaded.id));
  return uploaded;
}

const imageIn = (uploaded: Attachment) => `Before\n\n![photo](${uploaded.url})\n\nAfter`;
const fileOf = (owner: TestUser, uploaded: Attachment) =>
  path.join(testUploadsDir, owner.id, uploaded.id);

// Several uploads and notes per test: generous time on a busy machine.
describe('purgeUnattachedUploads', { timeout: 30_000 }, () => {
  it('deletes uploads no note of their owner has used for 24 hours, rows and files', async () => {
    const server = await getTestServer();
    const { db } = server.database;
    const owner = await buildUser(server);
    const stranger = await buildUser(server);

    const unused = await uploadAt(server, owner, hoursAgo(25));
    const inNote = await uploadAt(server, owner, hoursAgo(25));
    const inTrash = await uploadAt(server, owner, hoursAgo(25));
    const recent = await uploadAt(server, owner, hoursAgo(2));
    const onlyInStrangersNote = await uploadAt(server, owner, hoursAgo(25));

    await buildNote(server, owner, { markdown: imageIn(inNote) });
    const trashed = await buildNote(server, owner, { markdown: imageIn(inTrash) });
    expect(
      (await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie))).status,
    ).toBeLessThan(300);
    expect(
      (await db.select({ deletedAt: note.deletedAt }).from(note).where(eq(note.id, trashed.id)))[0]
        ?.deletedAt,
    ).not.toBeNull();
    await buildNote(server, stranger, { markdown: imageIn(onlyInStrangersNote) });

    expect(await purgeUnattachedUploads(db, testStorage)).toBeGreaterThanOrEqual(2);

    const all = [unused, inNote, inTrash, recent, onlyInStrangersNote];
    const left = await db
      .select({ id: attachment.id })
      .from(attachment)
      .where(
        inArray(
          attachment.id,
          all.map((a) => a.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([inNote.id, inTrash.id, recent.id].sort());
    expect(existsSync(fileOf(owner, unused))).toBe(false);
    expect(existsSync(fileOf(owner, onlyInStrangersNote))).toBe(false);
    expect(existsSync(fileOf(owner, inNote))).toBe(true);
    expect(existsSync(fileOf(owner, inTrash))).toBe(true);

    // The trashed note's image stays, so restoring the note brings it back.
    expect((await server.get(inTrash.url, withCookie(owner.cookie))).status).toBe(200);
    expect((await server.get(unused.url, withCookie(owner.cookie))).status).toBe(404);
  });

  it('works through more unattached uploads than one batch', async () => {
    const server = await getTestServer();
    const { db } = server.database;
    const owner = await buildUser(server);
    const first = await uploadAt(server, owner, hoursAgo(30));
    // Many rows pointing at one file are enough to exercise the batches.
    const copies = Array.from({ length: 450 }, (_, index) => ({
      id: `${first.id}-copy-${index}`,
      userId: owner.id,
      mime: 'image/png',
      size: onePixelPng.length,
      storageKey: `${owner.id}/${first.id}`,
      createdAt: hoursAgo(30),
    }));
    await db.insert(attachment).values(copies);
    expect(await purgeUnattachedUploads(db, testStorage)).toBeGreaterThanOrEqual(451);
    expect(
      await db
        .select({ id: attachment.id })
        .from(attachment)
        .where(eq(attachment.userId, owner.id)),
    ).toEqual([]);
  });
});
