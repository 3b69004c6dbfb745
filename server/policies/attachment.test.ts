import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAttachment, buildUser, onePixelPng, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedAttachment } from './attachment';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

const upload = (owner: TestUser) => buildAttachment(server, owner);

describe('attachment policy', () => {
  it('gives the owner their upload', async () => {
    const owner = await buildUser(server);
    const image = await upload(owner);
    expect(await findOwnedAttachment(server.database.db, owner.id, image.id)).toMatchObject({
      id: image.id,
      userId: owner.id,
      mime: 'image/png',
      size: onePixelPng.length,
    });
  });

  it('answers another user 404, exactly like a missing upload', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const image = await upload(owner);
    const { db } = server.database;
    const refused = { status: 404, code: 'NOT_FOUND', message: 'Image not found.' };
    await expect(findOwnedAttachment(db, other.id, image.id)).rejects.toMatchObject(refused);
    await expect(findOwnedAttachment(db, owner.id, randomUUID())).rejects.toMatchObject(refused);
  });
});
