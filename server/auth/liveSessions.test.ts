import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import { buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { sessionLiveness } from './liveSessions';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

/**
 * The test database, counting the session lookups that reach it; `afterLookup` runs between a
 * lookup's answer and the moment its caller reads it.
 */
function countingLookups(database: Database) {
  const counted = {
    lookups: 0,
    afterLookup: undefined as (() => Promise<unknown>) | undefined,
    database: {
      ...database,
      prepare: <Row>(statement: Parameters<Database['prepare']>[0]) => {
        const run = database.prepare<Row>(statement);
        return async (params: readonly string[]) => {
          counted.lookups++;
          const rows = await run(params);
          await counted.afterLookup?.();
          return rows;
        };
      },
    } satisfies Database,
  };
  return counted;
}

async function newSession(userId: string) {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  await server.database.db.insert(session).values({ id, token: randomUUID(), userId, expiresAt });
  return { id };
}

/** A liveness check over a database of its own counting, ready (its notices heard) on PGlite. */
async function liveness() {
  const counted = countingLookups(server.database);
  const check = sessionLiveness(counted.database);
  // The first check waits behind the LISTEN, which PGlite runs in order.
  await check({ id: 'warm-up' });
  counted.lookups = 0;
  return { check, counted };
}

const embedded = () => server.database.driver === 'pglite';

describe('session liveness', () => {
  it('answers live while the row exists, and looks it up once on the embedded database', async () => {
    const owner = await buildUser(server);
    const device = await newSession(owner.id);
    const { check, counted } = await liveness();

    expect(await check(device)).toBe('live');
    expect(await check(device)).toBe('live');
    expect(await check(device)).toBe('live');
    // PostgreSQL may be shared with other servers: it is asked every time.
    expect(counted.lookups).toBe(embedded() ? 1 : 3);
  });

  it('answers revoked as soon as the row is deleted, by whatever statement', async () => {
    const owner = await buildUser(server);
    const [signedOut, cascaded] = [await newSession(owner.id), await newSession(owner.id)];
    const { check } = await liveness();
    expect(await check(signedOut)).toBe('live');
    expect(await check(cascaded)).toBe('live');

    // No hook of the app runs: only the row disappears.
    await server.database.db.delete(session).where(eq(session.id, signedOut.id));
    expect(await check(signedOut)).toBe('revoked');
    expect(await check(cascaded)).toBe('live');

    // The account's deletion removes its sessions through the foreign key.
    await server.database.db.delete(user).where(eq(user.id, owner.id));
    expect(await check(cascaded)).toBe('revoked');
  });

  it('keeps a session whose deletion was rolled back', async () => {
    const owner = await buildUser(server);
    const device = await newSession(owner.id);
    const { check } = await liveness();
    expect(await check(device)).toBe('live');

    const rolledBack = server.database.db.transaction(async (tx) => {
      await tx.delete(session).where(eq(session.id, device.id));
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    expect(await check(device)).toBe('live');
  });

  it('never remembers a session deleted while it was being looked up', async () => {
    const owner = await buildUser(server);
    const device = await newSession(owner.id);
    const { check, counted } = await liveness();

    // The row is found, then deleted before the check hears the answer.
    counted.afterLookup = () => server.database.db.delete(session).where(eq(session.id, device.id));
    expect(await check(device)).toBe('live');
    counted.afterLookup = undefined;
    expect(await check(device)).toBe('revoked');
  });

  it('answers revoked for a session that never existed', async () => {
    const { check } = await liveness();
    expect(await check({ id: 'no-such-session' })).toBe('revoked');
  });
});
