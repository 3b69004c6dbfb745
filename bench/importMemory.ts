/**
 * `npx tsx bench/importMemory.ts` (after `npm run build`): the Evernote
 * import's memory as the file grows. For each size in BENCH_IMPORT_SIZES
 * (default "100x100,400x500": notes × KB of attachment each) it writes an
 * .enex to a temporary file, starts the built server on a fresh data folder,
 * uploads the file over HTTP, follows the job to its end and prints the
 * server's resident memory before, at its peak and the time taken. A
 * streamed import's peak stays flat while the file grows. BENCH_DATABASE_URL
 * runs the server on PostgreSQL instead of PGlite.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { removeDataDir, startServer } from '../e2e/support/server';
import { signedInCookie } from './support';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '100x100,400x500').split(',').map((size) => {
  const [notes, kilobytes] = size.split('x').map(Number);
  return { notes: notes!, kilobytes: kilobytes! };
});
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** An Evernote export of `notes` notes, each with a paragraph, a checklist and one attachment. */
async function writeEnex(file: string, notes: number, kilobytes: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">\n<en-export export-date="20261124T100000Z" application="Evernote" version="10.0">\n',
  );
  for (let i = 0; i < notes; i++) {
    const bytes = randomBytes(kilobytes * 1024);
    const hash = createHash('md5').update(bytes).digest('hex');
    await write(
      `<note><title>Bench note ${i}</title><created>20240101T120000Z</created><updated>20240102T120000Z</updated><tag>bench</tag>` +
        `<content><![CDATA[<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note><div>Paragraph ${i} of the benchmark export, with a few words to index.</div><div><en-todo checked="true"/>done</div><en-media hash="${hash}" type="application/octet-stream"/></en-note>]]></content>` +
        `<resource><data encoding="base64">\n`,
    );
    const base64 = bytes.toString('base64');
    for (let offset = 0; offset < base64.length; offset += 76)
      await write(`${base64.slice(offset, offset + 76)}\n`);
    await write(
      `</data><mime>application/octet-stream</mime><resource-attributes><file-name>file-${i}.bin</file-name></resource-attributes></resource></note>\n`,
    );
  }
  await write('</en-export>\n');
  out.end();
  await once(out, 'finish');
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

async function measure(notes: number, kilobytes: number) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'inkling-import-bench-'));
  const file = path.join(folder, 'bench.enex');
  await writeEnex(file, notes, kilobytes);
  const server = await startServer({
    env: {
      LOG_LEVEL: 'error',
      IMPORT_MAX_MB: '2000',
      UPLOAD_QUOTA_MB: '4096',
      ...(process.env.BENCH_DATABASE_URL
        ? {
            DATABASE_URL: process.env.BENCH_DATABASE_URL,
            AUTH_SECRET: randomBytes(32).toString('base64'),
          }
        : {}),
    },
  });
  try {
    const cookie = await signedInCookie(server.url);
    const pid = server.process.pid!;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 25);
    const started = performance.now();
    const form = new FormData();
    form.set('file', await openAsBlob(file), 'bench.enex');
    const upload = await fetch(`${server.url}/api/import`, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie, Origin: server.url },
    });
    if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const { job } = (await upload.json()) as { job: { id: string } };
    let status = 'queued';
    let imported = 0;
    while (status === 'queued' || status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // GET /api/import/:jobId answers the job itself: { status, progress, report }.
      const answer = (await (
        await fetch(`${server.url}/api/import/${job.id}`, { headers: { Cookie: cookie } })
      ).json()) as { status: string; report: { totals: { notes: { out: number } } } | null };
      status = answer.status;
      imported = answer.report?.totals.notes.out ?? 0;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${String(notes).padStart(5)} notes × ${kilobytes} KB (.enex ${mb(statSync(file).size)}): ` +
        `${status}, ${imported} notes in ${seconds.toFixed(1)} s; ` +
        `server RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
    );
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(folder, { recursive: true, force: true });
  }
}

for (const size of SIZES) await measure(size.notes, size.kilobytes);
