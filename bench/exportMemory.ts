/**
 * `npx tsx bench/exportMemory.ts`: the account ZIP's memory as the account
 * grows. For each size in BENCH_EXPORT_SIZES (default "200x5,2000x50":
 * notes × 1 MB attachments) it seeds one user in a fresh PGlite folder,
 * streams the whole export to nowhere at a steady pace, and prints the
 * resident memory before and at its peak during the export, the ZIP's size
 * and the time. A streamed export's peak stays flat while the account grows.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../server/db/client';
import { attachment, note, user } from '../server/db/schema';
import { accountZip } from '../server/export/accountZip';
import { createLogger } from '../server/logger';
import { localDiskStorage } from '../server/storage/fileStorage';
import { eq, sql } from 'drizzle-orm';
import { seedNotes } from './seed';

const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '200x5,2000x50').split(',').map((size) => {
  const [notes, attachments] = size.split('x').map(Number);
  return { notes: notes!, attachments: attachments! };
});
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function measure(notes: number, attachments: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-export-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const storage = localDiskStorage(path.join(dataDir, 'uploads'));
    const userId = randomUUID();
    await db.insert(user).values({ id: userId, name: 'Bench', email: `${userId}@example.com` });
    const noteIds = await seedNotes(db, userId, notes);
    for (let i = 0; i < attachments; i++) {
      const id = randomUUID();
      const storageKey = `${userId}/${id}`;
      await storage.put(storageKey, randomBytes(MB));
      await db.insert(attachment).values({ id, userId, mime: 'image/jpeg', size: MB, storageKey });
      // Each image shown in one note, so links are rewritten too.
      await db
        .update(note)
        .set({ markdown: sql`${note.markdown} || ${`\n\n![photo](/api/attachments/${id})`}` })
        .where(eq(note.id, noteIds[i % noteIds.length]!));
    }

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    let bytes = 0;
    const started = performance.now();
    const archive = accountZip({ db, storage, publicUrl: 'http://localhost:3000' }, userId, {
      layout: 'tags',
      signal: new AbortController().signal,
      logger: createLogger('silent', false),
    });
    // A client reading about 64 KB at a time, as a network would.
    const sink = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        setImmediate(done);
      },
    });
    await pipeline(archive, sink);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${String(notes).padStart(5)} notes, ${String(attachments).padStart(3)} × 1 MB attachments: ` +
        `ZIP ${mb(bytes)} in ${seconds.toFixed(1)} s; RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const size of SIZES) await measure(size.notes, size.attachments);
