/**
 * `npm run bench:memory`: how much memory the built server holds, per size of
 * account. For each size in BENCH_NOTES (default "2000,10000,100000") it
 * starts the built server (rebuilt first) on a fresh database (PGlite, or a
 * new database at BENCH_DATABASE_URL), signs one user up, seeds that many
 * notes straight into the database (bench/seed.ts), starts the server again
 * and reads its memory idle, then after a mix of what a user does: sign in,
 * list every page of notes, read 300 notes, 20 searches, 50 new notes and 20
 * edits (Markdown: the parse thread), one note open in the collab socket with
 * a paragraph typed, and one note exported as Markdown and as PDF (the PDF
 * thread) — then again once the threads' idle time (IDLE_WAIT_S, 65 s) has
 * passed. Nothing of a note is kept between steps, so the figures should not
 * grow with the number of notes.
 *
 * Figures: resident size (VmRSS) and its peak (VmHWM) and threads from
 * /proc; V8 heap used and total, external and array buffers of the main
 * thread, the V8 heap used by the worker threads alive (the database thread,
 * the parse threads), and the WebAssembly memory of every thread (PGlite's
 * PostgreSQL, on the database thread) from inside the server, through bench/memoryProbe.mjs (loaded with NODE_OPTIONS=--import).
 * BENCH_HEAP_SNAPSHOT=<folder> also writes a V8 heap snapshot at each reading;
 * BENCH_KEEP_DATA=<folder> keeps each size's seeded data folder for the next run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { BODY_FIELD } from '@common/editor/noteFields';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { note } from '../server/db/schema';
import { removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { benchNote } from './notes';
import { seedNotes } from './seed';
import { freshDatabase } from './support';
import { vocabulary } from './vocabulary';

const SIZES = (process.env.BENCH_NOTES ?? '2000,10000,100000').split(',').map(Number);
/** Long enough for the pools' idle threads (60 s) to end. */
const IDLE_WAIT_S = Number(process.env.IDLE_WAIT_S ?? 65);
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
const EMAIL = 'memory-bench@example.com';
const PASSWORD = 'bench password';
const MIB = 1024 * 1024;
const probe = pathToFileURL(path.resolve('bench/memoryProbe.mjs')).href;

function buildServer() {
  const tsx = path.resolve('node_modules/.bin/tsx');
  execFileSync(tsx, ['scripts/build-server.ts'], { stdio: 'inherit' });
}

interface Reading {
  moment: string;
  'RSS MiB': number;
  'peak RSS MiB': number;
  threads: number;
  'V8 heap used MiB': number;
  'V8 heap total MiB': number;
  'external MiB': number;
  'array buffers MiB': number;
  "threads' heap used MiB": number;
  'WASM memory MiB': number;
}

const mib = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

/** A field of /proc/<pid>/status, in bytes (VmRSS, VmHWM) or as a count (Threads). */
function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${field}:`));
  const value = Number(line?.split(/\s+/)[1] ?? 0);
  return field.startsWith('Vm') ? value * 1024 : value;
}

interface ProbeFigures {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasmMemory: number;
  /** The worker threads alive at the reading (the database thread, the parse threads). */
  workers: { heapUsed: number; heapTotal: number; wasmMemory: number }[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Asks the probe inside the server for its figures (SIGUSR2) and waits for the file. */
async function read(server: RunningServer, probeFile: string, moment: string): Promise<Reading> {
  const pid = server.process.pid ?? 0;
  const before = existsSync(probeFile) ? statSync(probeFile).mtimeMs : 0;
  server.process.kill('SIGUSR2');
  const deadline = Date.now() + 120_000; // A heap snapshot of a large heap takes a while.
  while (!existsSync(probeFile) || statSync(probeFile).mtimeMs === before) {
    if (Date.now() > deadline) throw new Error('the memory probe did not answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 50)); // The write may still be going.
  const figures = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeFigures;
  return {
    moment,
    'RSS MiB': mib(statusField(pid, 'VmRSS')),
    'peak RSS MiB': mib(statusField(pid, 'VmHWM')),
    threads: statusField(pid, 'Threads'),
    'V8 heap used MiB': mib(figures.heapUsed),
    'V8 heap total MiB': mib(figures.heapTotal),
    'external MiB': mib(figures.external),
    'array buffers MiB': mib(figures.arrayBuffers),
    "threads' heap used MiB": mib(sum(figures.workers.map((worker) => worker.heapUsed))),
    'WASM memory MiB': mib(
      figures.wasmMemory + sum(figures.workers.map((worker) => worker.wasmMemory)),
    ),
  };
}

async function authRequest(base: string, endpoint: string, body: object): Promise<Response> {
  const response = await fetch(`${base}/api/auth/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint} failed: ${response.status}`);
  return response;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** One signed-in client: every request checks its answer. */
function client(base: string, cookie: string) {
  return async function call(method: string, endpoint: string, body?: object): Promise<unknown> {
    const response = await fetch(`${base}${endpoint}`, {
      method,
      headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${endpoint}: ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? response.json() : response.arrayBuffer();
  };
}

/** Opens the note in the collab socket as an editor tab would, types a paragraph, and leaves. */
async function editLive(server: RunningServer, cookie: string, noteId: string) {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { Cookie: cookie, Origin: server.url } });
    }
  }
  const document = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${server.url.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: CookieSocket,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: noteId, document });
  provider.attach();
  await new Promise<void>((resolve, reject) => {
    provider.on('synced', () => resolve());
    provider.on('authenticationFailed', () => reject(new Error('collab refused the session')));
  });
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText('A paragraph typed in the live editor.')]);
  document.getXmlFragment(BODY_FIELD).push([paragraph]);
  const deadline = Date.now() + 10_000;
  while (provider.unsyncedChanges > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  provider.destroy();
  socket.destroy();
  document.destroy();
}

/** What one user does in a session, over HTTP and the collab socket. */
async function useMix(server: RunningServer, ids: string[], size: number) {
  const cookie = cookieOf(
    await authRequest(server.url, 'sign-in/email', { email: EMAIL, password: PASSWORD }),
  );
  const call = client(server.url, cookie);
  let cursor: string | null = null;
  do {
    const page = (await call(
      'GET',
      `/api/notes?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )) as { nextCursor: string | null };
    cursor = page.nextCursor;
  } while (cursor);
  const pick = (i: number) => ids[(i * 7919) % ids.length] ?? '';
  for (let i = 0; i < 300; i++) await call('GET', `/api/notes/${pick(i)}`);
  for (let rank = 30; rank < 1000; rank += 50)
    await call('GET', `/api/search?q=${encodeURIComponent(vocabulary[rank] ?? 'note')}`);
  for (let i = 0; i < 50; i++) await call('POST', '/api/notes', benchNote(size + i));
  for (let i = 0; i < 20; i++)
    await call('PATCH', `/api/notes/${pick(i + 1000)}`, {
      markdown: benchNote(size + 1000 + i).markdown,
    });
  await editLive(server, cookie, pick(7));
  await call('GET', `/api/notes/${pick(11)}/export?format=md`);
  await call('GET', `/api/notes/${pick(11)}/export?format=pdf`);
}

/**
 * BENCH_KEEP_DATA=<folder> (PGlite only): each size's data folder is kept
 * there and used again by the next run, which skips the sign-up and the
 * seeding (minutes at 100,000 notes); each run's mix adds its 50 notes.
 */
const KEPT_DATA = process.env.BENCH_KEEP_DATA;
const SEEDED_MARK = 'bench-seeded';

/** A kept data folder's notes, oldest first, as seedNotes returned them. */
async function keptNoteIds(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  try {
    const rows = await db.db
      .select({ id: note.id })
      .from(note)
      .orderBy(asc(note.createdAt), asc(note.id));
    return rows.map((row) => row.id);
  } finally {
    await db.close();
  }
}

async function run(size: number): Promise<Reading[]> {
  if (KEPT_DATA && process.env.BENCH_DATABASE_URL)
    throw new Error('BENCH_KEEP_DATA keeps embedded databases only: unset BENCH_DATABASE_URL.');
  const keptDir = KEPT_DATA ? path.resolve(KEPT_DATA, `pglite-${size}`) : undefined;
  const keptSeeded = keptDir ? existsSync(path.join(keptDir, SEEDED_MARK)) : false;
  const database = keptDir
    ? { dataDir: keptDir, databaseUrl: undefined, drop: () => Promise.resolve() }
    : await freshDatabase(`memory_${size}`);
  const probeFile = path.join(os.tmpdir(), `inkling-memory-probe-${process.pid}.json`);
  const env = {
    LOG_LEVEL: 'error',
    AUTH_SECRET,
    NODE_OPTIONS: `--import ${probe}`,
    MEMORY_PROBE_FILE: probeFile,
    ...(process.env.BENCH_HEAP_SNAPSHOT
      ? { MEMORY_PROBE_SNAPSHOT: path.resolve(process.env.BENCH_HEAP_SNAPSHOT) }
      : {}),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  try {
    const ids = keptSeeded ? await keptNoteIds(database.dataDir) : await signUpAndSeed();
    const server = await startServer({ dataDir: database.dataDir, env });
    try {
      const readings = [await read(server, probeFile, 'idle after start')];
      await useMix(server, ids, size);
      readings.push(await read(server, probeFile, 'after the mix'));
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_S * 1000));
      readings.push(await read(server, probeFile, `${IDLE_WAIT_S} s later`));
      return readings;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(probeFile, { force: true });
    if (!keptDir) removeDataDir(database.dataDir);
    await database.drop();
  }

  async function signUpAndSeed(): Promise<string[]> {
    const server = await startServer({ dataDir: database.dataDir, env });
    const signUp = await authRequest(server.url, 'sign-up/email', {
      email: EMAIL,
      password: PASSWORD,
      name: 'bench',
    });
    const me = (await client(server.url, cookieOf(signUp))('GET', '/api/me')) as {
      user: { id: string };
    };
    await server.stop();

    const db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const seeded = await seedNotes(db.db, me.user.id, size);
    await db.close();
    if (keptDir) writeFileSync(path.join(keptDir, SEEDED_MARK), `${seeded.length} notes\n`);
    return seeded;
  }
}

buildServer();
for (const size of SIZES) {
  const readings = await run(size);
  console.log(
    `\nServer memory, ${size.toLocaleString('en')} notes, ` +
      `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')})`,
  );
  console.table(readings);
}
