/**
 * `npm run bench:browser`: how the note editor feels in Chromium, on the built
 * app and a fresh embedded database.
 *
 * Builds into BENCH_BUILD_DIR (default `.e2e-build-bench-browser`;
 * BENCH_SKIP_BUILD=1 reuses it), starts the built server, signs one user up
 * and creates through the API one note of BENCH_WORDS words (default 50,000:
 * headings, paragraphs, a bulleted list in the middle) and BENCH_NOTES short
 * notes (default 40) for the dashboard. Then, in Chromium:
 *
 * - keystroke to paint in the long note: BENCH_KEYS keys (default 210) typed
 *   at the end, in the middle and inside the list; each from the keydown
 *   event's time stamp (so time spent waiting behind earlier work counts) to
 *   the first task after the next frame that follows the DOM change, and
 *   that time in three parts (to the first DOM change, to the next frame,
 *   to the paint: see KeyParts). The Event Timing API's count of keys over
 *   16 ms is printed beside it;
 * - note open: a click on a note in the dashboard list → its title and text
 *   on screen and the body editable, each run a note not opened before;
 * - new note: the "New note" button → the note screen with the caret in the
 *   title and the body editable; the first after a page load, and the next one.
 *
 * Targets: keystroke p95 ≤ 16 ms, note open ≤ 150 ms, new note ≤ 200 ms.
 *
 * Experiments without a rebuild: BENCH_CSS (a style sheet added to the long
 * note's page) and BENCH_JS (a script run in it once the note is on screen)
 * apply to the typing only. BENCH_KEY_TIMES=1 prints every key's time in the
 * order typed; BENCH_ORDER (e.g. `1,2,0`) types in the places in another order.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

process.env.INKLING_BUILD_DIR = path.resolve(
  process.env.BENCH_BUILD_DIR ?? '.e2e-build-bench-browser',
);
const WORDS = Number(process.env.BENCH_WORDS ?? 50_000);
const NOTES = Number(process.env.BENCH_NOTES ?? 40);
const KEYS = Number(process.env.BENCH_KEYS ?? 210);
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
/** Pause between two keys: a quick typist (about 100 words a minute). */
const KEY_GAP_MS = 100;

if (!process.env.BENCH_SKIP_BUILD)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });

// Imported after INKLING_BUILD_DIR is set: they read where the build is when loaded.
const { chromium } = await import('@playwright/test');
const { chromiumArgs, chromiumPath } = await import('../e2e/support/chromium');
const { removeDataDir, startServer } = await import('../e2e/support/server');
const { vocabulary } = await import('./vocabulary');

/**
 * One key's time in three parts that add up to it: keydown to the editor's
 * first change of the DOM; from there to the start of the frame that follows
 * (0 when that frame was already due and waited for the main thread); and
 * from there to the paint: the rest of the key's handling (the editor, the
 * collaboration binding, React), then the frame's style, layout and paint.
 */
interface KeyParts {
  handled: number;
  frameWait: number;
  frame: number;
}

/** A key's whole time, keydown to paint. */
const keyTime = (key: KeyParts) => key.handled + key.frameWait + key.frame;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function describe(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (n=${sorted.length})`;
}

/** Deterministic prose: the same words in the same order on every run. */
function prose(words: number, seed: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // Zipf-like: low indexes (common words) come up far more often.
    const index = Math.floor(vocabulary.length * (state / 2_147_483_648) ** 3);
    out.push(vocabulary[index] ?? 'note');
  }
  return out.join(' ');
}

/** A long note: sections of a heading and paragraphs of ~120 words, a 40-item list halfway. */
function longNoteMarkdown(words: number): string {
  const blocks: string[] = [];
  let written = 0;
  let section = 0;
  while (written < words) {
    if (written >= words / 2 && !blocks.some((block) => block.startsWith('- '))) {
      blocks.push(
        Array.from({ length: 40 }, (_, i) => `- list item ${i} ${prose(8, i + 7)}`).join('\n'),
      );
      written += 40 * 11;
      continue;
    }
    if (written % 1_200 < 120) blocks.push(`## Section ${++section}`);
    blocks.push(prose(120, written + 1));
    written += 120;
  }
  return blocks.join('\n\n');
}

const server = await startServer({ env: { LOG_LEVEL: 'error' } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const headers = { Origin: server.url };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: `browser-${Date.now()}@example.com`, password: 'bench password', name: 'b' },
    headers,
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);

  const createNote = async (title: string, markdown: string) => {
    const response = await page.request.post('/api/notes', { headers, data: { title, markdown } });
    if (!response.ok()) throw new Error(`create failed: ${response.status()}`);
    return ((await response.json()) as { note: { id: string } }).note.id;
  };
  const longId = await createNote('The long note', longNoteMarkdown(WORDS));
  const shortNotes: { id: string; title: string }[] = [];
  for (let i = 0; i < NOTES; i++) {
    const title = `Field note ${i}`;
    shortNotes.push({ id: await createNote(title, prose(200, 1_000 + i)), title });
  }

  await page.goto('/dashboard');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  const keystrokes = await measureKeystrokes(page, longId);
  const reopened = await measureReopenTraffic(page, longId);
  const opens = await measureNoteOpens(page, shortNotes);
  const created = await measureNewNotes(page);

  console.log(`\nNote editor in Chromium (built app, ${NOTES} short notes on the dashboard)`);
  for (const [place, timings] of Object.entries(keystrokes.byPlace))
    console.log(`keystroke → paint, ${place}: ${describe(timings)}`);
  console.log(
    `keystroke → paint, ${WORDS.toLocaleString()}-word note, all: ${describe(keystrokes.all)} (target p95 ≤ 16 ms)`,
  );
  const part = (name: keyof KeyParts) => describe(keystrokes.parts.map((key) => key[name]));
  console.log(`  of which keydown → first DOM change: ${part('handled')}`);
  console.log(`  of which → the next frame starts (0 if already due): ${part('frameWait')}`);
  console.log(
    `  of which → painted (rest of the handling, style, layout, paint): ${part('frame')}`,
  );
  console.log(
    `  Event Timing: ${keystrokes.slowEvents} of ${keystrokes.all.length} keys over 16 ms ` +
      `(longest ${keystrokes.longestEvent} ms)`,
  );
  console.log(`  word count shown after typing: ${keystrokes.wordCount}`);
  console.log(
    `${WORDS.toLocaleString()}-word note opened again (a copy on the device): its socket ` +
      `carried ${kilobytes(reopened.sent)} up, ${kilobytes(reopened.received)} down (median of ` +
      `${reopened.runs})`,
  );
  console.log(`note open (click → title and text, editable): ${describe(opens)} (target ≤ 150 ms)`);
  console.log(
    `new note, first after load (click → caret in title, body editable): ${describe(created.first)} (target ≤ 200 ms)`,
  );
  console.log(`new note, the next one: ${describe(created.next)} (target ≤ 200 ms)`);
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}

/** Types at the end, in the middle and inside the list of the long note. */
async function measureKeystrokes(page: Page, noteId: string) {
  await page.goto(`/note/${noteId}`);
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  const body = page.getByRole('textbox', { name: 'Note body' });
  await body.locator('li').first().waitFor({ timeout: 60_000 });
  if (process.env.BENCH_JS) await page.evaluate(process.env.BENCH_JS);
  await page.waitForFunction(() => document.body.innerText.includes('Saved'), undefined, {
    timeout: 60_000,
  });
  await page.evaluate(() => {
    const state = window as unknown as { keyParts: KeyParts[]; slowEvents: Map<number, number> };
    state.keyParts = [];
    state.slowEvents = new Map();
    const editor = document.querySelector('.ProseMirror');
    if (!editor) throw new Error('no editor');
    let pending: number | null = null;
    document.addEventListener(
      'keydown',
      (event) => {
        pending = event.timeStamp;
      },
      { capture: true },
    );
    // The frame after the DOM change, then the first task after that frame's paint.
    new MutationObserver(() => {
      if (pending === null) return;
      const started = pending;
      const changed = performance.now();
      pending = null;
      requestAnimationFrame((frameStart) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          state.keyParts.push({
            handled: changed - started,
            frameWait: Math.max(0, frameStart - changed),
            frame: painted - Math.max(frameStart, changed),
          });
        };
        channel.port2.postMessage(null);
      });
    }).observe(editor, { childList: true, characterData: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        // Keys only: the clicks that place the caret are not typing.
        if (!entry.interactionId || !entry.name.startsWith('key')) continue;
        const longest = state.slowEvents.get(entry.interactionId) ?? 0;
        state.slowEvents.set(entry.interactionId, Math.max(longest, entry.duration));
      }
    }).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });

  const places: Record<string, () => Promise<void>> = {
    'at the end': async () => {
      await body.click();
      await page.keyboard.press('ControlOrMeta+End');
    },
    'in the middle': async () => {
      const paragraphs = body.locator(':scope > p');
      const count = await paragraphs.count();
      await paragraphs.nth(Math.floor(count / 2)).click();
      await page.keyboard.press('End');
    },
    'inside the list': async () => {
      await body.locator('li').nth(20).click();
      await page.keyboard.press('End');
    },
  };
  // BENCH_PROFILE=file.cpuprofile: a CPU profile of the typing, for Chromium's DevTools;
  // BENCH_TRACE=file.json: a performance trace of it (style, layout and paint too).
  if (process.env.BENCH_TRACE)
    await page.context().browser()?.startTracing(page, { path: process.env.BENCH_TRACE });
  const profiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  const byPlace: Record<string, KeyParts[]> = {};
  const perPlace = Math.ceil(KEYS / Object.keys(places).length);
  const text = ' and the quick brown fox jumps over the lazy dog again';
  // BENCH_ORDER=1,2,0: the places in another order (the first one typed in is the slowest).
  const inOrder = Object.entries(places);
  const order = process.env.BENCH_ORDER
    ? process.env.BENCH_ORDER.split(',')
        .map((index) => inOrder[Number(index)])
        .filter((entry) => entry !== undefined)
    : inOrder;
  for (const [place, moveThere] of order) {
    await moveThere();
    await page.evaluate(() => {
      (window as unknown as { keyParts: KeyParts[] }).keyParts = [];
    });
    for (let i = 0; i < perPlace; i++) {
      await page.keyboard.type(text[i % text.length] ?? 'x');
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await page.waitForTimeout(300);
    byPlace[place] = await page.evaluate(
      () => (window as unknown as { keyParts: KeyParts[] }).keyParts,
    );
    // BENCH_KEY_TIMES=1: every key's time, in the order typed.
    if (process.env.BENCH_KEY_TIMES)
      console.log(`${place}: ${byPlace[place].map((key) => keyTime(key).toFixed(0)).join(' ')}`);
  }
  await page.waitForTimeout(1_500);
  if (process.env.BENCH_TRACE) await page.context().browser()?.stopTracing();
  if (profiler && process.env.BENCH_PROFILE) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  const slow = await page.evaluate(() => [
    ...(window as unknown as { slowEvents: Map<number, number> }).slowEvents.values(),
  ]);
  const wordCount = await page
    .getByText(/[\d,]+ words? ·/)
    .first()
    .innerText();
  return {
    byPlace: Object.fromEntries(
      Object.entries(byPlace).map(([place, keys]) => [place, keys.map(keyTime)]),
    ),
    all: Object.values(byPlace).flat().map(keyTime),
    parts: Object.values(byPlace).flat(),
    slowEvents: slow.length,
    longestEvent: Math.round(Math.max(0, ...slow)),
    wordCount,
  };
}

function kilobytes(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function median(values: number[]) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/**
 * Bytes over the note's socket, each way, from opening a note this device
 * has a copy of until it has been "Saved" for a second: what a phone pays
 * in data and time to open it again. The first open (the whole note comes
 * down) is left out.
 */
async function measureReopenTraffic(page: Page, noteId: string) {
  const traffic = { sent: 0, received: 0 };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => (traffic.sent += payload.length));
    socket.on('framereceived', ({ payload }) => (traffic.received += payload.length));
  });
  const sent: number[] = [];
  const received: number[] = [];
  const runs = 3;
  for (let run = 0; run < runs; run++) {
    await page.goto('/dashboard');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    traffic.sent = 0;
    traffic.received = 0;
    await page.goto(`/note/${noteId}`);
    await page.waitForFunction(() => document.body.innerText.includes('Saved'), undefined, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1_000);
    sent.push(traffic.sent);
    received.push(traffic.received);
  }
  return { sent: median(sent), received: median(received), runs };
}

/** Before a click: the page notes the time of the click (captured before React sees it). */
async function markClickTime(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { clickedAt?: number };
    delete state.clickedAt;
    document.addEventListener('click', () => (state.clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
}

/**
 * Milliseconds from the click to the first frame where the note screen is
 * ready: `opened`, the note titled `title` with its text and an editable body;
 * `created`, a new note with the caret in its title and an editable body.
 */
async function timeUntil(page: Page, what: 'opened' | 'created', title = '') {
  const handle = await page.waitForFunction(
    ([kind, expected]) => {
      const state = window as unknown as { clickedAt?: number };
      const field = document.querySelector<HTMLTextAreaElement>('#note-title');
      const editor = document.querySelector('.ProseMirror[contenteditable="true"]');
      const ready =
        kind === 'opened'
          ? field?.value === expected && (editor?.textContent?.length ?? 0) > 100
          : document.activeElement === field && field !== null && editor !== null;
      if (state.clickedAt === undefined || !ready) return null;
      return performance.now() - state.clickedAt;
    },
    [what, title] as const,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue()) ?? NaN;
}

async function backToDashboard(page: Page) {
  await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
  await page
    .getByRole('link', { name: /Field note/ })
    .first()
    .waitFor();
  // Let idle work (prefetches, the list's refresh) finish, as a reader's glance would.
  await page.waitForTimeout(1_000);
}

async function measureNoteOpens(page: Page, notes: { id: string; title: string }[]) {
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: /Field note/ })
    .first()
    .waitFor();
  await page.waitForTimeout(1_500);
  const timings: number[] = [];
  for (const note of notes.slice(-RUNS).reverse()) {
    await markClickTime(page);
    await page.getByRole('link', { name: new RegExp(`^${note.title}\\b`) }).click();
    timings.push(await timeUntil(page, 'opened', note.title));
    await backToDashboard(page);
  }
  return timings;
}

async function measureNewNotes(page: Page) {
  const first: number[] = [];
  const next: number[] = [];
  const newNote = async () => {
    await markClickTime(page);
    await page.getByRole('button', { name: 'New note' }).first().click();
    return timeUntil(page, 'created');
  };
  for (let run = 0; run < Math.ceil(RUNS / 2); run++) {
    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /Field note/ })
      .first()
      .waitFor();
    await page.waitForTimeout(2_000);
    first.push(await newNote());
    await page.keyboard.type('Bench note');
    await backToDashboard(page);
    next.push(await newNote());
    await page.keyboard.type('Bench note');
    await page.waitForTimeout(500);
  }
  return { first, next };
}
