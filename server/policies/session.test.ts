import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn, withCookie, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedSession } from './session';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

/** A second device of the owner: its session id, and the token its (signed) cookie carries. */
async function secondDevice(owner: TestUser) {
  const cookie = await signIn(server, owner);
  const { session } = (await (
    await server.get('/api/auth/get-session', withCookie(cookie))
  ).json()) as { session: { id: string } };
  const signed = /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  return { id: session.id, token: decodeURIComponent(signed).split('.')[0] };
}

describe('session policy', () => {
  it('gives the owner one of their sessions, with the token that revokes it', async () => {
    const owner = await buildUser(server);
    const device = await secondDevice(owner);
    expect(await findOwnedSession(server.database.db, owner.id, device.id)).toEqual({
      token: device.token,
    });
  });

  it('answers another user 404, exactly like a missing session', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const device = await secondDevice(owner);
    const { db } = server.database;
    const refused = { status: 404, code: 'NOT_FOUND', message: 'No such session.' };
    await expect(findOwnedSession(db, other.id, device.id)).rejects.toMatchObject(refused);
    await expect(findOwnedSession(db, owner.id, 'no-such-session')).rejects.toMatchObject(refused);
  });
});
