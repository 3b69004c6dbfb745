import { randomUUID } from 'node:crypto';
import type { TagWithCount } from '@common/schemas/notes';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedTag } from './tag';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

const notFound = { status: 404, code: 'NOT_FOUND', message: 'Tag not found.' };

async function tagOf(owner: TestUser, name: string) {
  await buildNote(server, owner, { tags: [name] });
  const { tags } = (await (await server.get('/api/tags', withCookie(owner.cookie))).json()) as {
    tags: TagWithCount[];
  };
  const tag = tags.find((t) => t.name === name);
  if (!tag) throw new Error(`no tag ${name}`);
  return tag;
}

describe('tag policy', () => {
  it('gives the owner their tag', async () => {
    const owner = await buildUser(server);
    const tag = await tagOf(owner, 'errands');
    expect(await findOwnedTag(server.database.db, owner.id, tag.id)).toMatchObject({
      id: tag.id,
      userId: owner.id,
      name: 'errands',
    });
  });

  it('answers another user 404, exactly like a missing tag', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const tag = await tagOf(owner, 'private');
    const { db } = server.database;
    await expect(findOwnedTag(db, other.id, tag.id)).rejects.toMatchObject(notFound);
    await expect(findOwnedTag(db, owner.id, randomUUID())).rejects.toMatchObject(notFound);
  });
});
