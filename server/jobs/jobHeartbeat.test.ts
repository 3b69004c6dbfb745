import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearLeftovers } from '../cluster';
import { importJob, photoJob } from '../db/schema';
import { insertImportJob } from '../import/importJobs';
import { createLogger } from '../logger';
import { insertPhotoJob } from '../ocr/photoJobs';
import { buildUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { JOB_STALE_AFTER_MS, startJobHeartbeat } from './jobHeartbeat';

let server: TestServer;
const logger = createLogger('silent', false);
const stops: (() => void)[] = [];

beforeAll(async () => {
  server = await getTestServer();
});
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A queued import whose row was last touched `ageMs` ago. */
async function importAged(userId: string, ageMs: number) {
  const job = await insertImportJob(server.database.db, {
    id: randomUUID(),
    userId,
    fileName: 'notes.zip',
  });
  await server.database.db
    .update(importJob)
    .set({ updatedAt: new Date(Date.now() - ageMs) })
    .where(eq(importJob.id, job.id));
  return job.id;
}

async function photoAged(userId: string, ageMs: number) {
  const job = await insertPhotoJob(server.database.db, { id: randomUUID(), userId, total: 1 });
  await server.database.db
    .update(photoJob)
    .set({ updatedAt: new Date(Date.now() - ageMs) })
    .where(eq(photoJob.id, job.id));
  return job.id;
}

const importStatus = async (id: string) =>
  (await server.database.db.select().from(importJob).where(eq(importJob.id, id)))[0]?.status;
const photoStatus = async (id: string) =>
  (await server.database.db.select().from(photoJob).where(eq(photoJob.id, id)))[0]?.status;

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the job heartbeat', () => {
  it('keeps the jobs this server holds alive and fails the ones no server touched', async () => {
    const user = await buildUser(server);
    const abandoned = await importAged(user.id, JOB_STALE_AFTER_MS + 60_000);
    const held = await importAged(user.id, JOB_STALE_AFTER_MS + 60_000);
    const abandonedPhotos = await photoAged(user.id, JOB_STALE_AFTER_MS + 60_000);
    const otherServers = await photoAged(user.id, 5_000);

    stops.push(
      startJobHeartbeat(
        server.database.db,
        { imports: { heldJobIds: () => [held] }, photos: { heldJobIds: () => [] } },
        logger,
      ),
    );

    await until(async () => (await importStatus(abandoned)) === 'failed');
    await until(async () => (await photoStatus(abandonedPhotos)) === 'failed');
    // (Its status is not checked: on PostgreSQL other test files share the table and may fail
    // every waiting job at once, as a server with a database of its own does at start.)
    const [heldRow] = await server.database.db
      .select()
      .from(importJob)
      .where(eq(importJob.id, held));
    expect(Date.now() - (heldRow?.updatedAt.getTime() ?? 0)).toBeLessThan(JOB_STALE_AFTER_MS);
    // Touched 5 s ago by another server's heartbeat: alive.
    expect(await photoStatus(otherServers)).toBe('queued');
  });

  // (Every waiting job failing at start on a database of its own is the import tests' case.)
  it('at start on a shared database, fails only the jobs no heartbeat touched', async () => {
    const user = await buildUser(server);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-leftovers-'));
    try {
      const fresh = await importAged(user.id, 1_000);
      const stale = await importAged(user.id, JOB_STALE_AFTER_MS + 60_000);
      await clearLeftovers(server.database.db, dataDir, logger, { sharedDatabase: true });
      expect(await importStatus(stale)).toBe('failed');
      expect(await importStatus(fresh)).toBe('queued');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
