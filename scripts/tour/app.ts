import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { chromium, type APIRequestContext, type Browser } from '@playwright/test';
import { freePort, removeDataDir, tempDataDir } from '../../e2e/support/server';
import { seedNotes, tagColours, type SeedNote } from './notes';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

const serverEntry = path.resolve('dist/server/index.js');

/** The demo account. The data folder is temporary: nothing here is a real credential. */
export const demoAccount = {
  name: 'Sam Rivera',
  email: 'sam.rivera@example.com',
  password: 'correct horse battery',
};

/** Stops with a clear message when `npm run build` has not been run. */
export function requireBuild(command: string) {
  if (!existsSync(serverEntry) || !existsSync(path.resolve('build/client'))) {
    console.error(
      `${path.relative(process.cwd(), serverEntry)} or build/client is missing: build the app first, under the shared lock:\n` +
        `  flock /tmp/inkling-e2e.lock sh -c 'npm run build && npm run ${command}'`,
    );
    process.exit(1);
  }
}

/**
 * Things to undo when the script ends, however it ends: run in reverse order by
 * `runCleanups`, once, also on Ctrl+C.
 */
const cleanups: (() => Promise<void> | void)[] = [];
export function onCleanup(cleanup: () => Promise<void> | void) {
  cleanups.push(cleanup);
}
let cleaning: Promise<void> | undefined;
export function runCleanups(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().then(() => process.exit(130));
  });
}

/** Runs a script's body, always cleaning up, and sets the exit code. */
export async function main(body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await runCleanups();
  }
}

/**
 * The built server on a temporary data folder, on a port that stays the same
 * across restarts (the browser keeps its session and its address).
 */
export class AppServer {
  private child: ChildProcess | undefined;
  private output = '';
  private stopping = false;
  private constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url() {
    // localhost, not 127.0.0.1: the same origin the e2e tests use.
    return `http://localhost:${this.port}`;
  }

  static async start(): Promise<AppServer> {
    const server = new AppServer(await freePort(), tempDataDir());
    onCleanup(() => removeDataDir(server.dataDir));
    onCleanup(() => server.stop());
    await server.launch();
    return server;
  }

  private async launch() {
    this.output = '';
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.url,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (!this.stopping)
        console.error(
          `The server stopped by itself (${signal ?? code}):\n${this.output.slice(-4000)}`,
        );
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`The server exited during start-up:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`The server did not answer within 30 s:\n${this.output}`);
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    this.stopping = false;
  }

  /** Stops the server, runs `work` on its data folder, and starts it again on the same port. */
  async whileStopped(work: (dataDir: string) => Promise<void>) {
    await this.stop();
    await work(this.dataDir);
    await this.launch();
  }
}

export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/** Debian's Chromium, as the e2e tests launch it (Playwright cannot download its own here). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Screenshots and video: no scroll bars, and glyphs drawn the same on every run.
    args: [...chromiumArgs, '--hide-scrollbars', '--font-render-hinting=none'],
  });
  onCleanup(() => browser.close());
  return browser;
}

/** Creates the demo account through the API; the request's context then holds its session. */
export async function signUp(request: APIRequestContext, baseURL: string) {
  const response = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: demoAccount,
    headers: { Origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

export interface SeededNote {
  id: string;
  seed: SeedNote;
}

/** Creates the demo notes through the API (oldest first), pinning the pinned ones. */
export async function seedAccount(
  request: APIRequestContext,
  baseURL: string,
): Promise<SeededNote[]> {
  const headers = { Origin: baseURL };
  const seeded: SeededNote[] = [];
  const oldestFirst = [...seedNotes].sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
  for (const seed of oldestFirst) {
    const response = await request.post(`${baseURL}/api/notes`, {
      data: { title: seed.title, markdown: seed.markdown, tags: seed.tags },
      headers,
    });
    if (!response.ok())
      throw new Error(
        `creating “${seed.title}” failed: ${response.status()} ${await response.text()}`,
      );
    const { note } = (await response.json()) as { note: { id: string } };
    if (seed.pinned) {
      const pin = await request.patch(`${baseURL}/api/notes/${note.id}`, {
        data: { pinned: true },
        headers,
      });
      if (!pin.ok()) throw new Error(`pinning “${seed.title}” failed: ${pin.status()}`);
    }
    seeded.push({ id: note.id, seed });
  }
  const tags = await request.get(`${baseURL}/api/tags`);
  for (const tag of ((await tags.json()) as { tags: { id: string; name: string }[] }).tags) {
    const color = tagColours[tag.name];
    if (!color) continue;
    const response = await request.patch(`${baseURL}/api/tags/${tag.id}`, {
      data: { color },
      headers,
    });
    if (!response.ok()) throw new Error(`colouring tag ${tag.name} failed: ${response.status()}`);
  }
  return seeded;
}

/** The moment a seed note was written, relative to now. */
function writtenAt(daysAgo: number, hour: number, minute: number) {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, minute, 0, 0);
  // "Today at 8" is in the future before 8 in the morning: keep it in the past.
  const latest = Date.now() - 20 * 60_000;
  return new Date(Math.min(date.getTime(), latest));
}

/**
 * Gives the notes the dates they would have in an account used for five weeks
 * (the API stamps every note with the time it was made). Writes straight to
 * the stopped server's PGlite database; every other note (the welcome note,
 * anything made by hand) dates from the day the account was opened.
 */
export async function backdateNotes(
  dataDir: string,
  seeded: SeededNote[],
  accountOpenedDaysAgo = 36,
) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const opened = writtenAt(accountOpenedDaysAgo, 18, 40);
    await db.query(
      'update notes set created_at = $1, updated_at = $1 where not (id = any($2::text[]))',
      [opened.toISOString(), seeded.map((note) => note.id)],
    );
    for (const [index, { id, seed }] of seeded.entries()) {
      const created = writtenAt(seed.daysAgo, seed.hour, (index * 17) % 60);
      const edited = new Date(
        Math.min(
          created.getTime() + (seed.editedAfterHours ?? 0) * 3_600_000 + 25 * 60_000,
          Date.now() - 5 * 60_000,
        ),
      );
      await db.query('update notes set created_at = $1, updated_at = $2 where id = $3', [
        created.toISOString(),
        edited.toISOString(),
        id,
      ]);
    }
  } finally {
    await db.close();
  }
}
