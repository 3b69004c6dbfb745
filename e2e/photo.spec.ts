import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, SERVICE_WORKER_TAG, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody } from './support/notes';
import { removeDataDir, startServer } from './support/server';
import { expectNoSidewaysScroll, phoneAt127 } from './support/phone';

// The offline worker is what these tests exercise (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * A photo of printed lines, drawn here (SVG through sharp): large, dark
 * text on paper, the kind of page the recogniser reads without a doubt.
 */
async function photoOfText(lines: string[]): Promise<Buffer> {
  const fontSize = 44;
  const lineHeight = Math.round(fontSize * 1.7);
  const width = 1400;
  const height = lineHeight * (lines.length + 1) + fontSize;
  const text = lines
    .map(
      (line, row) =>
        `<text x="70" y="${lineHeight * (row + 1) + 10}" font-family="Liberation Sans" font-size="${fontSize}" fill="#111">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fdfcf8"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const photoDialog = (page: Page) => page.getByRole('dialog', { name: 'Photo to note' });

/** Chooses photos through the browser's file chooser, as a person does. */
async function choosePhotos(
  page: Page,
  dialog: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(files);
}

/** The dashboard's "Photo to note", open. */
async function openFromDashboard(page: Page) {
  await visit(page, '/dashboard');
  await page.getByRole('button', { name: 'Photo to note' }).click();
  const dialog = photoDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signedIn(page: Page, baseURL: string | undefined) {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL ?? '');
}

test.describe('photo to note', () => {
  // Reading a photo takes a few seconds on a loaded two-core machine.
  test.setTimeout(90_000);

  test('a photo from the dashboard becomes a note with the photo and its text', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    const dialog = await openFromDashboard(page);
    await expectAccessible(page);

    const photo = await photoOfText(['Garden meeting on Tuesday', 'Order compost and frames']);
    await choosePhotos(page, dialog, [png('garden.png', photo)]);
    await expect(dialog.getByRole('img', { name: 'Photo 1: garden.png' })).toBeVisible();
    // One photo: no choice between one note and a note each.
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Make the note' }).click();

    await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(dialog).toBeHidden();
    const body = noteBody(page);
    await expect(body.locator('img')).toBeVisible();
    await expect(body).toContainText('Garden meeting on Tuesday');
    await expect(body).toContainText('Order compost and frames');
  });

  test('Tidy with AI turns the text read into a titled list', async ({ page, baseURL }) => {
    await signedIn(page, baseURL);
    const dialog = await openFromDashboard(page);
    await choosePhotos(page, dialog, [
      png('packing.png', await photoOfText(['Packing list', 'Warm socks', 'Rain jacket'])),
    ]);
    const tidy = dialog.getByRole('checkbox', { name: /Tidy with AI/ });
    await expect(tidy).toHaveAccessibleDescription('Uses one AI use.');
    await tidy.check();
    await dialog.getByRole('button', { name: 'Make the note' }).click();
    await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    // The heading the model gave is the note's title; the lines below it, a list.
    await expect(page.getByLabel('Title')).toHaveValue('Packing list');
    await expect(noteBody(page).getByRole('listitem')).toHaveText(['Warm socks', 'Rain jacket']);
  });

  test('two photos as a note each, from the palette; a file that is no photo is refused and the photos stay', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    await visit(page, '/dashboard');
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
    await palette.getByRole('combobox').fill('photo');
    await palette.getByRole('option', { name: 'Photo to note' }).click();
    const dialog = photoDialog(page);
    await expect(dialog).toBeVisible();

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    await choosePhotos(page, dialog, [png('scan.png', pdf)]);
    await dialog.getByRole('button', { name: 'Make the note' }).click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expect(dialog.getByRole('img', { name: 'Photo 1: scan.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove scan.png' }).click();

    await choosePhotos(page, dialog, [
      png('shopping.png', await photoOfText(['Shopping list for Saturday'])),
      png('travel.png', await photoOfText(['Travel plans for Lisbon'])),
    ]);
    await dialog.getByRole('radio', { name: 'A note per photo' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Make 2 notes' }).click();

    const made = dialog.getByRole('list', { name: 'Notes made' });
    await expect(made.getByRole('link')).toHaveCount(2, { timeout: 60_000 });
    await expect(dialog.getByRole('status')).toHaveText('2 notes made');
    await expectAccessible(page);
    await made.getByRole('link', { name: /Travel plans/ }).click();
    await expect(dialog).toBeHidden();
    await expect(noteBody(page)).toContainText('Travel plans for Lisbon');
    await visit(page, '/dashboard');
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Shopping list');
  });

  test('the slash menu’s Photo to text puts the photo at the caret and its text below it', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Lecture',
      markdown: 'Before the photo.',
    });
    await visit(page, `/note/${note.id}`);
    await noteBody(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    // Waiting for the picker before typing: Playwright turns on catching it asynchronously, and a
    // picker that opens before that can be lost (this test once waited 90 s for it).
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.type('/photo');
    const menu = page.getByRole('listbox', { name: 'Insert a block' });
    await expect(menu.getByRole('option').first()).toContainText('Photo to text');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles(png('board.png', await photoOfText(['Photosynthesis needs light', 'and water'])));
    const body = noteBody(page);
    await expect(body.getByRole('img', { name: 'board' })).toBeVisible();
    await expect(body).toContainText('Photosynthesis needs light and water', { timeout: 60_000 });
    // The text sits below the photo, after what was there before.
    const order = await body.evaluate((element) =>
      Array.from(element.children).map((child) =>
        child.querySelector('img') || child.tagName === 'IMG' ? 'photo' : child.textContent,
      ),
    );
    expect(order.indexOf('Before the photo.')).toBeLessThan(order.indexOf('photo'));
    expect(order.indexOf('photo')).toBeLessThan(
      order.indexOf('Photosynthesis needs light and water'),
    );
  });

  test('a search for a word on a photo opens the note with the word boxed on the photo', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL);
    const dialog = await openFromDashboard(page);
    await choosePhotos(page, dialog, [
      png('shed.png', await photoOfText(['Repair the wooden shed', 'before the winter storms'])),
    ]);
    await dialog.getByRole('button', { name: 'Make the note' }).click();
    await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    // Opened without a search: the plain image, no boxes.
    await expect(noteBody(page).locator('img')).toBeVisible();
    await expect(noteBody(page).getByRole('img', { name: /found on this photo/ })).toHaveCount(0);

    await visit(page, '/dashboard');
    await page.getByLabel('Search notes').fill('storms');
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}\?q=storms$/);
    const hit = noteBody(page).getByRole('img', { name: '“storms” found on this photo' });
    await expect(hit).toBeVisible();
    // The box sits on the photo, over the second line's last word (measured once the photo has
    // loaded: until then the box is drawn over an image of no size).
    const image = noteBody(page).locator('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const photo = await image.boundingBox();
    const box = await hit.boundingBox();
    expect(photo && box).toBeTruthy();
    if (photo && box) {
      expect(box.x).toBeGreaterThan(photo.x + photo.width * 0.2);
      expect(box.x + box.width).toBeLessThan(photo.x + photo.width * 0.6);
      expect(box.y).toBeGreaterThan(photo.y + photo.height * 0.4);
      expect(box.y + box.height).toBeLessThan(photo.y + photo.height);
    }
    await expectAccessible(page);
  });

  test(
    'offline, the photo is read on the device and becomes a note once back online',
    { tag: SERVICE_WORKER_TAG },
    async ({ page, context, baseURL }) => {
      await signedIn(page, baseURL);
      const dialog = await openFromDashboard(page);
      // What the installed app keeps for offline (keepForOffline): the browser build and English.
      const kept = await page.evaluate(async () => {
        const urls = [
          '/assets/tesseract-7.0.0/worker.min.js',
          '/assets/tesseract-7.0.0/tesseract-core-simd-lstm.wasm.js',
          '/ocr-data/eng.traineddata.gz',
        ];
        return Promise.all(
          urls.map(async (url) => {
            const response = await fetch(url);
            await response.arrayBuffer();
            return response.status;
          }),
        );
      });
      expect(kept).toEqual([200, 200, 200]);

      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          warnings.push(message.text());
      });
      await context.setOffline(true);
      await choosePhotos(page, dialog, [
        png('ferry.png', await photoOfText(['Ferry leaves at noon'])),
      ]);
      await dialog.getByRole('button', { name: 'Make the note' }).click();
      const text = dialog.getByLabel('Text read on this device');
      await expect(text, warnings.join('\n')).toHaveValue(/Ferry leaves at noon/, {
        timeout: 60_000,
      });
      await expect(dialog.getByRole('alert')).toContainText('A note needs a connection');
      await expectAccessible(page);

      // Back online, the note is made without another click.
      await context.setOffline(false);
      await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/);
      await expect(page.getByLabel('Title')).toHaveValue('Ferry leaves at noon');
      await expect(noteBody(page)).toContainText('Ferry leaves at noon');
    },
  );

  test('on a phone at 127.0.0.1: the dialog fits and works, no sideways scroll', async ({
    browser,
  }) => {
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const { context, origin } = await phoneAt127(browser, server.url);
      const page = await context.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, origin);
      await visit(page, '/dashboard');
      await expectNoSidewaysScroll(page, 390);
      await page.getByRole('button', { name: 'Photo to note' }).click();
      const dialog = photoDialog(page);
      await expect(dialog).toBeVisible();
      // On a phone, "Take a photo" opens the camera itself.
      await expect(dialog.getByLabel('Take a photo', { exact: true })).toHaveAttribute(
        'capture',
        'environment',
      );
      await choosePhotos(page, dialog, [
        png('one.png', await photoOfText(['Bus timetable for Monday'])),
        png('two.png', await photoOfText(['Dentist on Thursday'])),
        png('three.png', await photoOfText(['Call the plumber'])),
      ]);
      await expect(
        dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img'),
      ).toHaveCount(3);
      await expectNoSidewaysScroll(page, 390);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Make the note' }).click();
      await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      await expect(noteBody(page).locator('img')).toHaveCount(3);
      await expect(noteBody(page)).toContainText('Dentist on Thursday');
      await expectNoSidewaysScroll(page, 390);
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
