import { randomUUID } from 'node:crypto';
import type { Attachment } from '@common/schemas/attachments';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedAttachment } from './attachment';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

// A real 1×1 PNG.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3c2d60000000049454e44ae426082',
  'hex',
);

async function upload(owner: TestUser): Promise<Attachment> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
  const response = await server.request('/api/attachments', {
    method: 'POST',
    body: form,
    headers: { Cookie: owner.cookie },
  });
  return ((await response.json()) as { attachment: Attachment }).attachment;
}

describe('attachment policy', () => {
  it('gives the owner their upload', async () => {
    const owner = await buildUser(server);
    const image = await upload(owner);
    expect(await findOwnedAttachment(server.database.db, owner.id, image.id)).toMatchObject({
      id: image.id,
      userId: owner.id,
      mime: 'image/png',
      size: png.length,
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
