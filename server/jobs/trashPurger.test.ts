import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { note } from '../db/schema';
import { buildNote, buildUser } from '../test/factories';
import { getTestServer } from '../test/support';
import { purgeExpiredTrash } from './trashPurger';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('purgeExpiredTrash', () => {
  it('deletes notes trashed more than 30 days ago, and nothing else', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const expired = await buildNote(server, owner, { title: 'expired' });
    const recent = await buildNote(server, owner, { title: 'recent' });
    const active = await buildNote(server, owner, { title: 'active' });
    const { db } = server.database;
    await db
      .update(note)
      .set({ deletedAt: daysAgo(31) })
      .where(eq(note.id, expired.id));
    await db
      .update(note)
      .set({ deletedAt: daysAgo(29) })
      .where(eq(note.id, recent.id));

    expect(await purgeExpiredTrash(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: note.id })
      .from(note)
      .where(inArray(note.id, [expired.id, recent.id, active.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, active.id].sort());
  });
});
