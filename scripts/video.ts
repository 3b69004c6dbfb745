/**
 * `npm run video`: the landing page's 2 min 30 s product tour, recorded from
 * the real app. Needs `npm run build` first and Debian's ffmpeg; run under the
 * shared lock: `flock /tmp/inkling-e2e.lock sh -c 'npm run build && npm run video'`.
 *
 * Signs up on camera, writes a note with Markdown shortcuts, a table, a
 * picture and tags; then, behind a "few weeks later" card, seeds the account
 * with the same notes as the screenshots and tours search, templates, focus
 * mode, the timeline, tags and the trash. Frames come from the DevTools
 * screencast with their paint times; ffmpeg turns them into a constant frame
 * rate VP9 WebM and an H.264 MP4, each exactly TOUR_SECONDS long, plus a poster
 * and WebVTT captions. Writes public/media/* and content/tour.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import {
  AppServer,
  backdateNotes,
  demoAccount,
  launchChromium,
  main,
  onCleanup,
  requireBuild,
  seedAccount,
  sleep,
} from './tour/app';
import { Human, installPointer } from './tour/human';
import { formatBytes, writePoster } from './tour/images';
import { riversidePicture } from './tour/picture';
import { ffmpeg, probeDuration, requireFfmpeg, ScreencastRecorder } from './tour/recorder';

/** The structured data on the landing page says PT2M30S. */
const TOUR_SECONDS = 150;
const SIZE = { width: 1280, height: 720 };
const FPS = 25;
/** Keyframe every 4 s: seeking lands close to where the visitor clicks. */
const GOP = FPS * 4;
const WEBM_BITRATE = '300k';
const MP4_CRF = '27';

const mediaDir = path.resolve('public/media');
const manifestFile = path.resolve('content/tour.ts');

interface Cue {
  start: number;
  end?: number;
  text: string;
}

class Tour {
  readonly cues: Cue[] = [];
  poster: Buffer | undefined;

  constructor(
    readonly page: Page,
    readonly human: Human,
    readonly recorder: ScreencastRecorder,
  ) {}

  /** Starts a caption (and ends the previous one). */
  caption(text: string) {
    const now = this.recorder.elapsed();
    console.log(`${now.toFixed(1).padStart(6)} s  ${text}`);
    const previous = this.cues.at(-1);
    if (previous && previous.end === undefined) previous.end = now;
    this.cues.push({ start: now, text });
  }

  async goto(pathname: string) {
    await this.page.goto(pathname);
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  nav(name: string) {
    return this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true });
  }

  body() {
    return this.page.getByRole('textbox', { name: 'Note body' });
  }

  async saved() {
    await this.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  }

  /** A full-screen card over the app (not part of it): used to mark the jump in time. */
  async showCard(title: string, subtitle: string, fadeMs: number) {
    await this.page.evaluate(
      ({ title, subtitle, fadeMs }) => {
        const card = document.createElement('div');
        card.id = 'tour-card';
        card.innerHTML = `<div style="font-size:44px;font-weight:700;letter-spacing:-0.02em">${title}</div><div style="margin-top:14px;font-size:20px;opacity:.8;max-width:760px;text-align:center;line-height:1.5">${subtitle}</div>`;
        Object.assign(card.style, {
          position: 'fixed',
          inset: '0',
          zIndex: '2147483646',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#4c1d95',
          color: '#fff',
          fontFamily: getComputedStyle(document.body).fontFamily,
          opacity: fadeMs ? '0' : '1',
          transition: `opacity ${fadeMs}ms ease`,
        });
        document.body.append(card);
        requestAnimationFrame(() => requestAnimationFrame(() => (card.style.opacity = '1')));
      },
      { title, subtitle, fadeMs },
    );
    await sleep(fadeMs + 100);
  }

  async hideCard(fadeMs: number) {
    await this.page.evaluate((fadeMs) => {
      const card = document.getElementById('tour-card');
      if (!card) return;
      card.style.transition = `opacity ${fadeMs}ms ease`;
      card.style.opacity = '0';
      setTimeout(() => card.remove(), fadeMs + 50);
    }, fadeMs);
    await sleep(fadeMs + 100);
  }
}

async function signUpOnCamera(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Sign up with an email and a password: no card, no setup.');
  await tour.goto('/signup');
  await sleep(1000);
  await human.click(page.getByLabel('Email', { exact: true }));
  await human.type(demoAccount.email);
  await sleep(300);
  await human.click(page.getByLabel('Password', { exact: true }));
  await human.type(demoAccount.password, 1.6);
  await sleep(500);
  await human.click(page.getByRole('button', { name: 'Create Account' }));
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('list', { name: 'All notes' }).getByRole('link').first().waitFor();
  tour.caption('Every account starts with a welcome note that explains the basics.');
  await sleep(1200);
  await human.hover(page.getByRole('list', { name: 'All notes' }).getByRole('link').first());
  await sleep(3000);
}

async function writeANote(tour: Tour) {
  const { page, human } = tour;
  tour.caption('A new note: Markdown shortcuts format as you type.');
  await human.click(page.getByRole('button', { name: 'New note', exact: true }).first());
  await page.waitForURL(/\/note\//);
  await tour.saved();
  await sleep(600);
  await human.click(page.getByLabel('Title'));
  await human.type('Weekend in Porto');
  await human.press('Enter', 400);
  await human.type('# Packing list');
  await human.press('Enter');
  await human.type('[ ] Passport');
  await human.press('Enter', 150);
  await human.type('Rain jacket');
  await human.press('Enter', 150);
  await human.type('Camera');
  await human.press('Enter', 150);
  await human.press('Enter', 300);
  await human.type('Remember to **book the train** a month ahead.');
  await human.press('Enter', 700);

  tour.caption('Press / for every block: here, a table.');
  await human.type('/tab', 0.8);
  await page
    .getByRole('listbox', { name: 'Insert a block' })
    .getByRole('option', { name: /Table/ })
    .waitFor();
  await sleep(1400);
  await human.press('Enter', 700);
  const cells = [
    ['Day', 'Where', 'What'],
    ['Fri', 'Ribeira', 'Fado'],
    ['Sat', 'Gaia', 'Port tasting'],
  ];
  for (const [rowIndex, row] of cells.entries()) {
    for (const [cellIndex, cell] of row.entries()) {
      await human.type(cell, 1.3);
      if (rowIndex < cells.length - 1 || cellIndex < row.length - 1) await human.press('Tab', 200);
    }
  }
  await sleep(800);

  tour.caption('Pictures upload straight into the note.');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowDown');
  // The picker opens from a detached <input>, which Chromium sometimes refuses
  // without a fresh user gesture: try the slash command again if no picker came.
  const picture = await riversidePicture();
  for (let attempt = 1; ; attempt++) {
    await human.type('/image', 0.8);
    const option = page
      .getByRole('listbox', { name: 'Insert a block' })
      .getByRole('option', { name: /Image/ });
    await option.waitFor();
    await sleep(700);
    const chooser = page.waitForEvent('filechooser', { timeout: 4000 });
    await human.click(option, { pauseAfter: 100 });
    try {
      await (
        await chooser
      ).setFiles({ name: 'porto-at-dusk.png', mimeType: 'image/png', buffer: picture });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`no file picker on attempt ${attempt}: trying again`);
    }
  }
  const image = tour.body().getByRole('img', { name: 'porto-at-dusk' });
  await image.waitFor();
  await image.evaluate((element: HTMLImageElement) => element.decode());
  await sleep(600);
  await human.scroll(320, 1000);
  await sleep(3200);

  tour.caption('Tags group notes across topics.');
  await human.scroll(-600, 900);
  await human.click(page.getByLabel('Add a tag'));
  await human.type('Travel');
  await human.press('Enter', 500);
  await human.type('Portugal');
  await human.press('Enter', 600);
  await page.getByRole('list', { name: 'Tags of this note' }).getByText('Portugal').waitFor();
  await tour.saved();
  await human.moveTo(1180, 640, 600);
  await sleep(2600);
}

async function weeksLater(tour: Tour, server: AppServer) {
  const { page } = tour;
  tour.caption('A few weeks later: lectures, meetings, recipes, plans and a journal.');
  await tour.showCard(
    'A few weeks later…',
    'Lecture notes, meeting notes, recipes, a trip plan, a reading list and a journal.',
    400,
  );
  await sleep(900);
  await tour.recorder.cut(1.6, async () => {
    const seeded = await seedAccount(page.request, server.url);
    await server.whileStopped((dataDir) => backdateNotes(dataDir, seeded));
    await tour.goto('/dashboard');
    await page.getByRole('list', { name: 'Pinned notes' }).getByRole('link').first().waitFor();
    await page.getByRole('list', { name: 'Other notes' }).getByRole('link').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await tour.showCard(
      'A few weeks later…',
      'Lecture notes, meeting notes, recipes, a trip plan, a reading list and a journal.',
      0,
    );
    await sleep(400);
  });
  await tour.hideCard(500);
}

async function browseDashboard(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Pinned notes stay on top; the rest follow by last edit.');
  await sleep(2200);
  await human.hover(page.getByRole('list', { name: 'Pinned notes' }).getByRole('link').nth(1));
  await sleep(1500);
  await human.click(page.getByRole('button', { name: 'Grid' }));
  await sleep(2200);
  await human.click(page.getByRole('button', { name: 'List' }));
  await sleep(800);
}

async function searchWithPalette(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Ctrl+K searches every note as you type, even a word deep in the text.');
  await human.press('ControlOrMeta+k', 700);
  const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
  await palette.getByRole('combobox').waitFor();
  await human.type('entropy', 0.7);
  await palette.getByRole('option').locator('mark').first().waitFor();
  await sleep(3400);
  await human.press('ArrowDown', 600);
  await human.press('ArrowUp', 600);
  await human.press('Enter', 300);
  await page.getByLabel('Title').waitFor();
  await tour.saved();
  tour.caption('Checklists, highlights, tables and code blocks with syntax highlighting.');
  await sleep(2200);
  await human.scroll(260, 1200);
  await sleep(2400);
}

async function startFromTemplate(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Templates start a journal, a meeting or a lecture with the structure in place.');
  await human.click(tour.nav('Notes'));
  await page.getByRole('button', { name: 'New from template' }).waitFor();
  await sleep(500);
  await human.click(page.getByRole('button', { name: 'New from template' }));
  const picker = page.getByRole('dialog', { name: 'New note from a template' });
  await picker.waitFor();
  await sleep(900);
  await human.click(picker.getByRole('button', { name: 'Journal', exact: true }));
  await sleep(600);
  await human.click(picker.getByRole('button', { name: /Daily journal/ }));
  await sleep(1800);
  await human.click(picker.getByRole('button', { name: 'Use this template' }));
  await page.waitForURL(/\/note\//);
  await tour.saved();
  await sleep(1000);
  await human.click(tour.body().getByText('How I feel right now:'));
  await human.press('End', 200);
  await human.type('rested, a bit nervous about Thursday');
  await sleep(700);
}

async function focusMode(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Focus mode (Ctrl+Shift+F) hides everything but the words.');
  await human.press('ControlOrMeta+Shift+F', 300);
  await page.getByRole('region', { name: 'Focus mode' }).waitFor();
  await human.moveTo(1250, 700, 500);
  await sleep(1500);
  await human.click(tour.body().getByText('One thing I am looking forward to:'));
  await human.press('End', 200);
  await human.type('dinner with Lea tonight.');
  await sleep(1800);
  await human.click(page.getByRole('button', { name: 'Exit focus mode' }), { pauseAfter: 1200 });
}

async function timeline(tour: Tour) {
  const { page, human } = tour;
  tour.caption('The timeline shows every note by the day it was written.');
  await human.click(tour.nav('Timeline'));
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await sleep(2400);
  await human.moveTo(900, 450, 500);
  await human.scroll(1300, 3000);
  await sleep(1200);
  await human.scroll(1300, 3000);
  await sleep(1400);
}

async function tags(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Tags can be renamed, recoloured and merged; open one to see its notes.');
  await human.click(tour.nav('Tags'));
  const home = page.getByRole('link', { name: /^Home/ }).first();
  await home.waitFor();
  await sleep(2200);
  await human.click(home);
  await page.waitForURL(/tag=Home/);
  await sleep(3200);
}

async function trashAndRestore(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Deleted notes wait in the trash for 30 days.');
  await human.click(page.getByRole('link', { name: /Groceries/ }).first());
  await tour.saved();
  await sleep(1200);
  await human.click(page.getByRole('button', { name: 'More actions' }));
  await sleep(500);
  await human.click(page.getByRole('menuitem', { name: 'Move to trash' }));
  await page.waitForURL(/\/dashboard/);
  await sleep(2000);
  await human.click(tour.nav('Trash'));
  const restore = page.getByRole('button', { name: /Restore “Groceries”/ });
  await restore.waitFor();
  await sleep(2300);
  tour.caption('One click brings a note back, exactly as it was.');
  await human.click(restore);
  await sleep(2000);
  await human.click(tour.nav('Notes'));
  await page
    .getByRole('link', { name: /Groceries/ })
    .first()
    .waitFor();
  await human.hover(page.getByRole('link', { name: /Groceries/ }).first());
}

async function darkTheme(tour: Tour) {
  const { page, human } = tour;
  tour.caption('Light or dark, as you like it.');
  const toggle = () => page.getByRole('button', { name: /^Appearance:/ });
  await human.click(toggle(), { pauseAfter: 500 });
  if ((await toggle().getAttribute('aria-label'))?.includes('Switch to dark'))
    await human.click(toggle(), { pauseAfter: 500 });
  await human.moveTo(700, 420, 700);
  await sleep(2500);
}

function vtt(cues: Cue[], total: number) {
  const time = (seconds: number) => {
    const clamped = Math.max(0, Math.min(seconds, total));
    const minutes = Math.floor(clamped / 60);
    const rest = clamped - minutes * 60;
    return `00:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
  };
  return `WEBVTT\n\n${cues
    .map(
      (cue, index) =>
        `${index + 1}\n${time(cue.start)} --> ${time(cue.end ?? total)}\n${cue.text}\n`,
    )
    .join('\n')}`;
}

async function writeManifest(sizes: Record<string, number>) {
  const source = `// Generated by scripts/video.ts (npm run video) from the running app: do not edit.

/**
 * The product tour on the landing page. Nothing is downloaded before the
 * visitor presses play: use preload="none" and the poster, and attach the
 * captions track.
 */
export interface Tour {
  durationSeconds: number;
  width: number;
  height: number;
  /** Best first: VP9 WebM, then H.264 MP4 for Safari before 14.1 and older devices. */
  sources: { src: string; type: string; bytes: number }[];
  poster: { webp: string; avif: string };
  captions?: { src: string; srclang: string; label: string };
}

export const tour: Tour = ${JSON.stringify(
    {
      durationSeconds: TOUR_SECONDS,
      width: SIZE.width,
      height: SIZE.height,
      sources: [
        { src: '/media/tour.webm', type: 'video/webm; codecs="vp9"', bytes: sizes.webm },
        { src: '/media/tour.mp4', type: 'video/mp4; codecs="avc1.64001f"', bytes: sizes.mp4 },
      ],
      poster: { webp: '/media/tour-poster.webp', avif: '/media/tour-poster.avif' },
      captions: { src: '/media/tour.en.vtt', srclang: 'en', label: 'English' },
    },
    null,
    2,
  )};
`;
  const options = (await resolveConfig(manifestFile)) ?? {};
  writeFileSync(manifestFile, await format(source, { ...options, filepath: manifestFile }));
}

function encode(listFile: string) {
  mkdirSync(mediaDir, { recursive: true });
  const input = ['-f', 'concat', '-safe', '0', '-i', listFile];
  const filters = [
    '-vf',
    `fps=${FPS},scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`,
  ];
  const common = [
    ...filters,
    '-t',
    String(TOUR_SECONDS),
    '-an',
    '-g',
    String(GOP),
    '-keyint_min',
    String(GOP),
  ];
  const webm = path.join(mediaDir, 'tour.webm');
  const mp4 = path.join(mediaDir, 'tour.mp4');
  const passlog = path.join(os.tmpdir(), `inkling-tour-${process.pid}`);
  const vp9 = [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    WEBM_BITRATE,
    '-row-mt',
    '1',
    '-tile-columns',
    '1',
    '-deadline',
    'good',
    '-passlogfile',
    passlog,
  ];
  console.log('encoding VP9 (two passes)…');
  ffmpeg([...input, ...common, ...vp9, '-cpu-used', '4', '-pass', '1', '-f', 'null', '/dev/null']);
  ffmpeg([...input, ...common, ...vp9, '-cpu-used', '3', '-pass', '2', webm]);
  rmSync(`${passlog}-0.log`, { force: true });
  console.log('encoding H.264…');
  ffmpeg([
    ...input,
    ...common,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    MP4_CRF,
    '-maxrate',
    '600k',
    '-bufsize',
    '1200k',
    '-profile:v',
    'high',
    '-level',
    '3.1',
    '-sc_threshold',
    '0',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  return { webm, mp4 };
}

await main(async () => {
  requireBuild('video');
  requireFfmpeg();
  const server = await AppServer.start();
  const browser = await launchChromium();
  const frameDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-tour-frames-'));
  onCleanup(() => rmSync(frameDir, { recursive: true, force: true }));

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: SIZE,
    deviceScaleFactor: 1,
    colorScheme: 'light',
  });
  await installPointer(context);
  const page = await context.newPage();
  const human = new Human(page);
  const recorder = new ScreencastRecorder(page, frameDir, SIZE);
  const tour = new Tour(page, human, recorder);
  onCleanup(() => recorder.stop());

  await tour.goto('/signup');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await recorder.start();
  await signUpOnCamera(tour);
  await writeANote(tour);
  tour.poster = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await weeksLater(tour, server);
  await browseDashboard(tour);
  await searchWithPalette(tour);
  await startFromTemplate(tour);
  await focusMode(tour);
  await timeline(tour);
  await tags(tour);
  await trashAndRestore(tour);
  // Runs vary by a few seconds: with time to spare, end on the dark theme.
  if (TOUR_SECONDS - recorder.elapsed() > 12) await darkTheme(tour);
  tour.caption('Inkling: your notes, fast on every device, online or offline.');
  const acted = recorder.elapsed();
  console.log(`tour acted out in ${acted.toFixed(1)} s of video`);
  if (acted > TOUR_SECONDS - 1)
    throw new Error(
      `the tour runs ${acted.toFixed(1)} s, over ${TOUR_SECONDS} s: shorten the pauses`,
    );
  await sleep((TOUR_SECONDS - acted + 0.5) * 1000);
  await recorder.stop();
  const lastCue = tour.cues.at(-1);
  if (lastCue) lastCue.end = TOUR_SECONDS;

  const listFile = path.join(frameDir, 'frames.ffconcat');
  const { frames } = recorder.writeConcatList(listFile, TOUR_SECONDS);
  console.log(`${frames} frames recorded`);
  const { webm, mp4 } = encode(listFile);
  if (!tour.poster) throw new Error('no poster frame');
  await writePoster(tour.poster, mediaDir, 'tour-poster');
  writeFileSync(path.join(mediaDir, 'tour.en.vtt'), vtt(tour.cues, TOUR_SECONDS));
  const sizes = { webm: statSync(webm).size, mp4: statSync(mp4).size };
  await writeManifest(sizes);
  for (const file of [webm, mp4]) {
    console.log(
      `${path.relative(process.cwd(), file)}: ${probeDuration(file).toFixed(2)} s, ${formatBytes(statSync(file).size)}`,
    );
  }
  if (sizes.webm + sizes.mp4 > 10_000_000)
    console.warn('warning: the two videos together exceed 10 MB');
});
