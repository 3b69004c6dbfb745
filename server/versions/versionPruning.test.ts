import { randomUUID } from 'node:crypto';
import { VERSION_RETENTION_DAYS, VERSIONS_ALWAYS_KEPT } from '@common/schemas/versions';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noteVersion } from '../db/schema';
import { encodeNoteDoc, createNoteDoc } from '../notes/noteDocument';
import { buildNote, buildUser, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { pruneOldVersions } from './versionPruning';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-09-01T00:00:00Z');

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await getTestServer();
  owner = await buildUser(server);
}, 60_000);

/** A note with versions of these ages in days (any content: pruning looks at dates only). */
async function noteWithVersions(ages: number[]) {
  const { id } = await buildNote(server, owner, { title: 'Kept a long time', markdown: '' });
  const ydoc = encodeNoteDoc(createNoteDoc({ markdown: 'text' }));
  await server.database.db.insert(noteVersion).values(
    ages.map((age) => ({
      id: randomUUID(),
      noteId: id,
      userId: owner.id,
      source: 'auto',
      ydoc,
      createdAt: new Date(now.getTime() - age * DAY_MS),
    })),
  );
  return id;
}

const agesOf = async (noteId: string) =>
  (
    await server.database.db
      .select({ createdAt: noteVersion.createdAt })
      .from(noteVersion)
      .where(eq(noteVersion.noteId, noteId))
      .orderBy(desc(noteVersion.createdAt))
  ).map((row) => Math.round((now.getTime() - row.createdAt.getTime()) / DAY_MS));

describe('pruneOldVersions', () => {
  it('deletes versions past the retention beyond each note’s newest 50, and nothing else', async () => {
    // 40 recent versions, then 30 from 100 to 129 days old: the newest 10 of those stay.
    const busy = await noteWithVersions([
      ...Array.from({ length: 40 }, (_, i) => i + 1),
      ...Array.from({ length: 30 }, (_, i) => i + 100),
    ]);
    // Few versions, all ancient: all stay (the newest 50 are always kept).
    const quiet = await noteWithVersions(Array.from({ length: 12 }, (_, i) => 300 + i));
    // Many versions, all recent: all stay.
    const recent = await noteWithVersions(
      Array.from({ length: VERSIONS_ALWAYS_KEPT + 10 }, (_, i) => i % VERSION_RETENTION_DAYS),
    );

    const deleted = await pruneOldVersions(server.database.db, now);
    expect(deleted).toBeGreaterThanOrEqual(20);
    const busyAges = await agesOf(busy);
    expect(busyAges).toHaveLength(VERSIONS_ALWAYS_KEPT);
    expect(busyAges.at(-1)).toBe(109);
    expect(await agesOf(quiet)).toHaveLength(12);
    expect(await agesOf(recent)).toHaveLength(VERSIONS_ALWAYS_KEPT + 10);

    // A second round finds nothing more to do.
    expect(await pruneOldVersions(server.database.db, now)).toBe(0);
  });
});
