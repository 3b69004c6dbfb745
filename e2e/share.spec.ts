import type { Page } from '@playwright/test';
import { ZipArchive } from 'archiver';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody } from './support/notes';
import { removeDataDir, startServer } from './support/server';
import { wavOf } from './support/wav';

/** Opens the open note's share dialog from its Share button. */
async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share note' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('share links', () => {
  test('a link shows the note to a signed-out visitor until it is revoked', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await page.getByLabel('Title').fill('Picnic plan');
    await page.keyboard.press('Enter');
    await expect(noteBody(page)).toBeFocused();
    await page.keyboard.type('Bring the blue blanket.');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const dialog = await openShareDialog(page);
    await expect(dialog.getByText('No links yet: this note is private.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(/\/share\/[\w-]{32}$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Link copied').first()).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await link.inputValue());

    // Someone else, signed out, in a browser of their own.
    const visitorContext = await browser.newContext();
    // Readable without JavaScript: the words are in the HTML the server sends (the page has no script).
    const html = await (await visitorContext.request.get(url)).text();
    expect(html).toContain('Picnic plan');
    expect(html).toContain('Bring the blue blanket.');
    expect(html).not.toContain('<script');
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(url);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Picnic plan' })).toBeVisible();
    await expect(visitor.getByText('Bring the blue blanket.')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expect(visitor.getByRole('link', { name: 'Inkling' }).last()).toHaveAttribute(
      'href',
      '/signup',
    );
    await expectAccessible(visitor);

    // The owner sees the visit, then revokes the link.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const reopened = await openShareDialog(page);
    // The raw fetch and the page came from one browser (same address and agent): one view.
    await expect(reopened.getByText('1 view', { exact: true })).toBeVisible();
    await reopened.getByRole('button', { name: /^Revoke the link/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(reopened.getByText('No links yet: this note is private.')).toBeVisible();

    const gone = await visitor.reload();
    expect(gone?.status()).toBe(410);
    await expect(visitor.getByText('This link is no longer shared.')).toBeVisible();
    await expectAccessible(visitor);
    await visitorContext.close();
  });

  test('a password link: the form until the right password, then the note', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Surprise party',
      markdown: '- [x] Cake\n- [ ] Balloons',
    });
    const created = await page.request.post(`/api/notes/${note.id}/shares`, {
      data: { password: 'confetti' },
      headers: { Origin: baseURL ?? '' },
    });
    const { share } = (await created.json()) as { share: { url: string } };
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(share.url);
    await expectPasswordFlow(visitor);
    await visitorContext.close();
  });

  test('a password link opened at 127.0.0.1 (PUBLIC_URL unset): the form, a wrong try, the note', async ({
    browser,
  }) => {
    // A second server without PUBLIC_URL: the form's own page at 127.0.0.1 is its origin.
    test.setTimeout(90_000);
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const origin = server.url.replace('//localhost:', '//127.0.0.1:');
      const ownerContext = await browser.newContext({ baseURL: origin });
      const page = await ownerContext.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, origin);
      const note = await createNoteViaApi(page, origin, {
        title: 'Surprise party',
        markdown: '- [x] Cake\n- [ ] Balloons',
      });
      const created = await page.request.post(`/api/notes/${note.id}/shares`, {
        data: { password: 'confetti' },
        headers: { Origin: origin },
      });
      const { share } = (await created.json()) as { share: { id: string } };
      await ownerContext.close();

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${origin}/shared/${share.id}`);
      await expectPasswordFlow(visitor);
      await visitorContext.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});

/** The password form: the note stays hidden, a wrong password says so, the right one opens it. */
async function expectPasswordFlow(visitor: Page) {
  await expect(visitor.getByRole('heading', { name: 'This note is protected' })).toBeVisible();
  await expect(visitor.getByText('Surprise party')).toHaveCount(0);
  await expectAccessible(visitor);

  await visitor.getByLabel('Password').fill('wrong guess');
  await visitor.getByRole('button', { name: 'Open the note' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Wrong password.');
  await visitor.getByLabel('Password').fill('confetti');
  await visitor.getByRole('button', { name: 'Open the note' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Surprise party' })).toBeVisible();
  await expect(visitor.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
  await expect(visitor.getByRole('checkbox', { name: 'Done', exact: true })).toBeDisabled();
  await expectAccessible(visitor);
}

/** A mono 16-bit WAV of `seconds` of a 440 Hz tone at 8 kHz. */
const toneWav = (seconds: number) =>
  wavOf(seconds, (t) => Math.sin(2 * Math.PI * 440 * t) * 0.3, 8000);

/**
 * A voice note of the signed-in user, made the way a moved account brings
 * one: an Inkling export's note linking its recording, imported.
 */
async function importVoiceNote(page: Page, baseURL: string): Promise<string> {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  archive.append(
    '# Standup\n\n[Voice note (0:04)](../attachments/memo.wav)\n\n[0:02](#t=2) Ship the share page.\n',
    { name: 'notes/Standup.md' },
  );
  archive.append(toneWav(4), { name: 'attachments/memo.wav' });
  await archive.finalize();
  const started = await page.request.post('/api/import', {
    multipart: {
      file: {
        name: 'inkling-export.zip',
        mimeType: 'application/zip',
        buffer: Buffer.concat(chunks),
      },
    },
    headers: { Origin: baseURL },
  });
  expect(started.status()).toBe(202);
  const { job } = (await started.json()) as { job: { id: string } };
  let noteId: string | undefined;
  await expect(async () => {
    const state = (await (await page.request.get(`/api/import/${job.id}`)).json()) as {
      status: string;
      report?: { items: { title?: string; noteId?: string }[] };
    };
    expect(state.status).toBe('done');
    noteId = state.report?.items.find((item) => item.title === 'Standup')?.noteId;
    expect(noteId).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return noteId!;
}

test.describe('a voice note through a share link', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('plays in the browser’s own player, seeking by byte ranges, on a phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const noteId = await importVoiceNote(page, baseURL ?? '');
    const created = await page.request.post(`/api/notes/${noteId}/shares`, {
      data: {},
      headers: { Origin: baseURL ?? '' },
    });
    const { share } = (await created.json()) as { share: { url: string } };

    const visitorContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const visitor = await visitorContext.newPage();
    const ranged: number[] = [];
    visitor.on('response', (response) => {
      if (response.url().includes('/attachments/') && response.status() === 206)
        ranged.push(response.status());
    });
    await visitor.goto(share.url);
    const player = visitor.getByRole('figure').locator('audio');
    await expect(visitor.getByRole('figure')).toContainText('Voice note 0:04');
    await expect(player).toHaveAttribute('aria-label', 'Voice note, 0:04');
    await expect(visitor.getByText('0:02 Ship the share page.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: '0:02' })).toHaveCount(0);
    // The browser reads the recording's length through the link (no script of the page's own).
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => Math.round(audio.duration)))
      .toBe(4);
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.currentTime = 3;
    });
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState))
      .toBeGreaterThanOrEqual(2);
    expect(ranged.length).toBeGreaterThan(0);
    expect(
      await visitor.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]),
    ).toEqual([390, 390]);
    await expectAccessible(visitor);
    await visitorContext.close();
  });
});

test.describe('the share dialog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the screen and passes axe', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'On the go' });
    for (const body of [{}, { password: 'four', expiresAt: new Date(Date.now() + 86_400_000) }])
      await page.request.post(`/api/notes/${note.id}/shares`, {
        data: body,
        headers: { Origin: baseURL ?? '' },
      });
    await visit(page, `/note/${note.id}`);
    const dialog = await openShareDialog(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('Link expires').selectOption('date');
    await expect(dialog.getByLabel('Last day')).toBeVisible();
    const widths = await page.evaluate(() => ({
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      dialogRight: document.querySelector('[role="dialog"]')?.getBoundingClientRect().right ?? 0,
    }));
    expect(widths.innerWidth).toBe(390);
    expect(widths.scrollWidth).toBe(390);
    expect(widths.dialogRight).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('button', { name: 'Copy' }).first()).toBeInViewport();
    await expectAccessible(page);

    // The shared page itself (the link without a password, listed last) fits the phone too,
    // a wide table scrolling inside its box.
    const url = await dialog.getByRole('textbox', { name: 'Share link' }).last().inputValue();
    await page.request.patch(`/api/notes/${note.id}`, {
      data: {
        markdown: `| ${'wide column | '.repeat(12)}\n|${' --- |'.repeat(12)}\n| ${'x | '.repeat(12)}`,
      },
      headers: { Origin: baseURL ?? '' },
    });
    await page.goto(url);
    await expect(page.getByRole('table')).toBeVisible();
    expect(
      await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]),
    ).toEqual([390, 390]);
  });
});
