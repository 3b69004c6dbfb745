/**
 * `npm run screenshots`: the marketing site's illustrations, taken from the
 * real app. Needs `npm run build` first (run both under the shared lock:
 * `flock /tmp/inkling-e2e.lock sh -c 'npm run build && npm run screenshots'`).
 *
 * Starts the built server on a temporary data folder, signs up a demo account,
 * seeds it with a few weeks of notes through the API, captures each screen at
 * 1280×800 CSS px and device scale factor 2, and writes AVIF and WebP copies at
 * 640, 1280 and 1920 px to public/screenshots, with a typed manifest in
 * content/screenshots.ts. The PNGs stay in memory: they are not committed.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import {
  AppServer,
  backdateNotes,
  launchChromium,
  main,
  requireBuild,
  seedAccount,
  signUp,
  sleep,
} from './tour/app';
import { formatBytes, writeResponsiveImages } from './tour/images';
import { LECTURE_TITLE } from './tour/notes';

const outputDir = path.resolve('public/screenshots');
const manifestFile = path.resolve('content/screenshots.ts');
const WIDTHS = [640, 1280, 1920];
const VIEWPORT = { width: 1280, height: 800 };
const SCALE = 2;

interface Shot {
  name: string;
  alt: string;
  theme: 'light' | 'dark';
  /** Opening a note counts as an edit: shots that open one are taken last, so lists keep their dates. */
  opensNote?: boolean;
  /** Brings the page to the state to capture. */
  prepare: (page: Page, ctx: ShotContext) => Promise<void>;
}

interface ShotContext {
  baseURL: string;
  lectureId: string;
}

const shots: Shot[] = [
  {
    name: 'dashboard',
    theme: 'light',
    alt: 'The Inkling dashboard in grid view: a search box, tag filter and sort menu above pinned notes (a thermodynamics lecture, a weekly product sync, a trip to Lisbon and Porto) and cards for the other notes, each with its title, an excerpt and coloured tags.',
    prepare: openDashboard('grid'),
  },
  {
    name: 'dashboard-dark',
    theme: 'dark',
    alt: 'The Inkling dashboard in dark mode, as a list: pinned notes first, then recent notes such as a grocery list, a journal entry and a sourdough focaccia recipe, each with its excerpt and tags.',
    prepare: openDashboard('list'),
  },
  {
    name: 'editor',
    opensNote: true,
    theme: 'light',
    alt: 'A note open in the Inkling editor: “Thermodynamics 7: entropy”, tagged Lectures and Physics, with a checklist, a highlighted definition, a table of values for melting ice and a Python code block with syntax highlighting.',
    prepare: openLecture,
  },
  {
    name: 'editor-dark',
    opensNote: true,
    theme: 'dark',
    alt: 'The same thermodynamics lecture note in dark mode: headings, a checklist, a highlighted definition, a table and a syntax-highlighted Python code block.',
    prepare: openLecture,
  },
  {
    name: 'focus-mode',
    opensNote: true,
    theme: 'light',
    alt: 'Focus mode: the lecture note alone on a quiet page, with the navigation hidden and a small bar showing the word count, the writing time and a button to leave focus mode.',
    prepare: async (page, ctx) => {
      await openLecture(page, ctx);
      await page
        .getByRole('textbox', { name: 'Note body' })
        .getByText('entropy is a state function')
        .click();
      await page.keyboard.press('ControlOrMeta+Shift+F');
      await page.getByRole('region', { name: 'Focus mode' }).waitFor();
      await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height / 2);
      await sleep(1500);
    },
  },
  {
    name: 'timeline',
    theme: 'light',
    alt: 'The timeline: notes grouped by month and by the day they were written, newest first, from today’s grocery list back through lecture notes, meeting notes, recipes and journal entries.',
    prepare: async (page) => {
      await goto(page, '/timeline');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.getByText('Groceries').first().waitFor();
    },
  },
  {
    name: 'templates',
    theme: 'light',
    alt: 'The “New note from a template” dialog: category filters (All, Journal, Study, Work, Writing, Personal), the study templates with “Lecture notes” selected, and a preview of its sections with a “Use this template” button.',
    prepare: async (page) => {
      await openDashboard('list')(page);
      await page.getByRole('button', { name: 'New from template' }).click();
      const picker = page.getByRole('dialog', { name: 'New note from a template' });
      await picker.getByRole('button', { name: 'Study', exact: true }).click();
      await picker.getByRole('button', { name: /Lecture notes/ }).click();
      await picker.getByRole('button', { name: 'Use this template' }).waitFor();
      await sleep(400);
    },
  },
  {
    name: 'command-palette',
    theme: 'light',
    alt: 'The command palette opened with Ctrl+K over the dashboard, searching for “entropy”: four matching notes, from the lecture on entropy to the reading list, each with the word highlighted in a snippet of its text.',
    prepare: async (page) => {
      await openDashboard('list')(page);
      await page.keyboard.press('ControlOrMeta+k');
      const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
      await palette.getByRole('combobox').pressSequentially('entropy', { delay: 40 });
      await palette.getByRole('option').locator('mark').first().waitFor();
      await sleep(600);
    },
  },
  {
    name: 'tags',
    theme: 'light',
    alt: 'The Tags page: every tag with its colour and the number of notes that carry it (Physics, Work, Journal, Recipes, Travel and more), with actions to rename, recolour, merge or delete a tag.',
    prepare: async (page) => {
      await goto(page, '/tags');
      await page.getByText('Physics').first().waitFor();
      await sleep(300);
    },
  },
  {
    name: 'search',
    theme: 'light',
    alt: 'Quick search on the dashboard: typing “tomatoes” finds five notes that mention them (a focaccia recipe, a lentil soup, the grocery list, a journal entry and the balcony garden) with the word highlighted in each excerpt.',
    prepare: async (page) => {
      await openDashboard('list')(page);
      await page.getByLabel('Search notes').pressSequentially('tomatoes', { delay: 40 });
      await page.getByRole('list', { name: 'Search results' }).locator('mark').first().waitFor();
      await sleep(500);
    },
  },
];

async function goto(page: Page, pathname: string) {
  await page.goto(pathname);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

function openDashboard(layout: 'list' | 'grid') {
  return async (page: Page) => {
    await page.evaluate((value) => localStorage.setItem('inkling_dashboard-layout', value), layout);
    await goto(page, '/dashboard');
    await page.getByRole('list', { name: 'Pinned notes' }).getByRole('link').first().waitFor();
    await page.getByRole('list', { name: 'Other notes' }).getByRole('link').first().waitFor();
    await sleep(300);
  };
}

async function openLecture(page: Page, ctx: ShotContext) {
  await goto(page, `/note/${ctx.lectureId}`);
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  const body = page.getByRole('textbox', { name: 'Note body' });
  await body.locator('pre code .hljs-keyword, pre code [class^="hljs-"]').first().waitFor();
  await body.locator('table').waitFor();
  // Scroll just enough to show the code block under the table, never past the title.
  await page.evaluate(() => {
    const code = document.querySelector('[aria-label="Note body"] pre');
    const title = document.getElementById('note-title');
    if (!code || !title) return;
    const overflow = code.getBoundingClientRect().bottom + 24 - window.innerHeight;
    const room = title.getBoundingClientRect().top - 72;
    if (overflow > 0) window.scrollBy(0, Math.min(overflow, room));
  });
  await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height - 5);
  await sleep(500);
}

async function capture(browser: Browser, shot: Shot, ctx: ShotContext): Promise<Buffer> {
  const context = await browser.newContext({
    baseURL: ctx.baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: SCALE,
    colorScheme: shot.theme,
    reducedMotion: 'reduce',
    storageState: storageStatePath,
  });
  try {
    const page = await context.newPage();
    await goto(page, '/dashboard');
    await shot.prepare(page, ctx);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.screenshot({ animations: 'disabled', caret: 'hide', type: 'png' });
  } finally {
    await context.close();
  }
}

let storageStatePath = '';

async function manifest(entries: { name: string; alt: string; width: number; height: number }[]) {
  const names = entries.map((entry) => JSON.stringify(entry.name)).join(' | ');
  const record = Object.fromEntries(
    entries.map(({ name, alt, width, height }) => [name, { alt, width, height, widths: WIDTHS }]),
  );
  const source = `// Generated by scripts/screenshots.ts (npm run screenshots) from the running app: do not edit.

export type ScreenshotName = ${names};

export interface Screenshot {
  /** What the screenshot shows, for screen readers. */
  alt: string;
  /** Pixel size of the largest file (the capture is ${VIEWPORT.width}×${VIEWPORT.height} CSS px at ${SCALE}×): for width/height attributes. */
  width: number;
  height: number;
  /** Widths available, each as /screenshots/<name>-<width>.avif and .webp. */
  widths: number[];
}

export const screenshotFormats = ['avif', 'webp'] as const;

export const screenshots: Record<ScreenshotName, Screenshot> = ${JSON.stringify(record, null, 2)};

/** The public path of one file, e.g. /screenshots/editor-1280.avif. */
export function screenshotSrc(name: ScreenshotName, width: number, format: (typeof screenshotFormats)[number]) {
  return \`/screenshots/\${name}-\${width}.\${format}\`;
}

/** A srcset listing every width of one format. */
export function screenshotSrcSet(name: ScreenshotName, format: (typeof screenshotFormats)[number]) {
  return screenshots[name].widths.map((width) => \`\${screenshotSrc(name, width, format)} \${width}w\`).join(', ');
}
`;
  const options = (await resolveConfig(manifestFile)) ?? {};
  writeFileSync(manifestFile, await format(source, { ...options, filepath: manifestFile }));
}

await main(async () => {
  requireBuild('screenshots');
  const server = await AppServer.start();
  const browser = await launchChromium();

  // Sign up and seed through the API, then give the notes their dates.
  const setup = await browser.newContext({ baseURL: server.url });
  await signUp(setup.request, server.url);
  const seeded = await seedAccount(setup.request, server.url);
  await server.whileStopped((dataDir) => backdateNotes(dataDir, seeded));
  storageStatePath = path.join(server.dataDir, 'storage-state.json');
  await setup.storageState({ path: storageStatePath });
  await setup.close();

  const lectureId = seeded.find((note) => note.seed.title === LECTURE_TITLE)?.id;
  if (!lectureId) throw new Error('the lecture note was not seeded');
  const ctx: ShotContext = { baseURL: server.url, lectureId };

  mkdirSync(outputDir, { recursive: true });
  for (const file of readdirSync(outputDir, { withFileTypes: true }).filter((f) => f.isFile()))
    rmSync(path.join(outputDir, file.name));

  const entries: { name: string; alt: string; width: number; height: number }[] = [];
  const captureOrder = [...shots].sort(
    (a, b) => Number(a.opensNote ?? false) - Number(b.opensNote ?? false),
  );
  for (const shot of captureOrder) {
    const png = await capture(browser, shot, ctx);
    const written = await writeResponsiveImages(png, outputDir, shot.name, WIDTHS);
    const largest = written.at(-1);
    if (!largest) throw new Error(`nothing written for ${shot.name}`);
    entries.push({ name: shot.name, alt: shot.alt, width: largest.width, height: largest.height });
    const total = written.reduce((sum, image) => sum + image.bytes, 0);
    console.log(`${shot.name.padEnd(16)} ${written.length} files, ${formatBytes(total)}`);
  }
  // The manifest lists the screens in the order they are declared, whatever the capture order.
  await manifest(shots.flatMap((shot) => entries.filter((entry) => entry.name === shot.name)));

  const total = readdirSync(outputDir).reduce(
    (sum, name) => sum + statSync(path.join(outputDir, name)).size,
    0,
  );
  console.log(
    `public/screenshots: ${formatBytes(total)}; manifest: ${path.relative(process.cwd(), manifestFile)}`,
  );
});
