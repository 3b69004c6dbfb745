import { beforeAll, describe, expect, it } from 'vitest';
import { createShare, revokeShare } from '../share/shareLinks';
import { buildNote, buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedShare } from './share';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

describe('share policy', () => {
  it('gives the owner their live link, and answers everyone else as if it did not exist', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const note = await buildNote(server, owner);
    const { db } = server.database;
    const row = await createShare(db, {
      noteId: note.id,
      userId: owner.id,
      expiresAt: null,
      passwordHash: null,
    });
    expect(await findOwnedShare(db, owner.id, row.id)).toMatchObject({ id: row.id });
    await expect(findOwnedShare(db, stranger.id, row.id)).rejects.toMatchObject({ status: 404 });
    await expect(findOwnedShare(db, owner.id, 'x'.repeat(32))).rejects.toMatchObject({
      status: 404,
    });
    await revokeShare(db, row.id);
    await expect(findOwnedShare(db, owner.id, row.id)).rejects.toMatchObject({ status: 404 });
  });
});
