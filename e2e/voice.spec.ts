import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody } from './support/notes';
import { wavOf } from './support/wav';

/**
 * `seconds` of a voice-like sound written here: a 150 Hz voice with two
 * harmonics in syllables of 180 ms with short gaps, at a talking level
 * (peaks near -10 dBFS); silent through each of `pauses`.
 */
function speechWav(seconds: number, pauses: { at: number; length: number }[] = []): Buffer {
  return wavOf(seconds, (t) => {
    if (pauses.some((pause) => t >= pause.at && t < pause.at + pause.length)) return 0;
    const phase = (t % 0.24) / 0.18;
    if (phase > 1) return 0;
    const voice =
      Math.sin(2 * Math.PI * 150 * t) +
      0.5 * Math.sin(2 * Math.PI * 300 * t) +
      0.25 * Math.sin(2 * Math.PI * 450 * t);
    return (voice / 1.75) * Math.sin(Math.PI * phase) * 0.3;
  });
}

/** The page is no wider than the phone's screen. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(widths).toEqual({ innerWidth: 390, scrollWidth: 390 });
}

/** Chooses `file` through the dialog's "Upload an audio file". */
async function uploadInDialog(page: Page, file: { name: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload an audio file' }).click();
  await (await chooser).setFiles({ ...file, mimeType: 'audio/wav' });
}

/** A new account on the dashboard, its "Voice note" dialog open; answers the dialog. */
async function openVoiceNoteFromDashboard(page: Page, baseURL: string) {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL);
  await visit(page, '/dashboard');
  await page.getByRole('button', { name: 'Voice note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New voice note' });
  await expect(dialog.getByRole('button', { name: 'Start recording' })).toBeVisible();
  return dialog;
}

const player = (page: Page, name: string) => noteBody(page).getByRole('group', { name });

// Chromium's fake microphone (a beep each second) stands in for a real one, allowed without asking.
// (Launch options are per worker, so they are set for the whole file.)
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

test.describe('voice notes', () => {
  test('an uploaded recording becomes a note with its player, then its transcript, whose timestamps seek the player', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await openVoiceNoteFromDashboard(page, baseURL ?? '');
    await expectAccessible(page);

    await uploadInDialog(page, {
      name: 'Standup.wav',
      buffer: speechWav(70, [{ at: 34, length: 3 }]),
    });
    await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/);
    const standup = player(page, 'Standup');
    await expect(standup).toBeVisible();
    const position = standup.getByRole('slider', { name: 'Position' });
    await expect(position).toHaveAttribute('aria-valuetext', '0:00 of 1:10');

    // The stand-in model transcribes it; the server writes the transcript below the player.
    await expect(noteBody(page)).toContainText('Remember to water the tomatoes on Tuesday.', {
      timeout: 45_000,
    });
    const stamps = noteBody(page).locator('a[href^="#t="]');
    await expect(stamps.first()).toHaveText('0:00');
    const later = stamps.filter({ hasNotText: '0:00' }).first();
    const clock = (await later.textContent()) ?? '';
    expect(clock).toMatch(/^\d:\d\d$/);
    await expectAccessible(page);

    await later.click();
    await expect(position).toHaveAttribute('aria-valuetext', new RegExp(`^${clock} of 1:10$`));
    await expect(standup.getByRole('button', { name: 'Pause' })).toBeVisible();
    await standup.getByRole('button', { name: 'Pause' }).click();

    const speed = standup.getByRole('button', { name: /^Speed/ });
    await speed.click();
    await expect(speed).toHaveAccessibleName('Speed 1.5×');
    expect(
      await standup.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate),
    ).toBe(1.5);
    await speed.click();
    await expect(speed).toHaveText('2×');

    // The slider works from the keyboard.
    await position.focus();
    await page.keyboard.press('End');
    await expect(position).toHaveAttribute('aria-valuetext', '1:10 of 1:10');
    await page.keyboard.press('Home');
    await expect(position).toHaveAttribute('aria-valuetext', '0:00 of 1:10');

    // Enter with the caret inside a timestamp seeks too.
    await later.click();
    await standup.getByRole('button', { name: 'Pause' }).click();
    await position.focus();
    await page.keyboard.press('Home');
    await later.click({ position: { x: 6, y: 4 } });
    await page.keyboard.press('Enter');
    await expect(position).toHaveAttribute('aria-valuetext', new RegExp(`^${clock} of 1:10$`));

    // The transcript is searchable.
    await visit(page, '/dashboard');
    await page.getByLabel('Search notes').fill('tomatoes Tuesday');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Standup/ }),
    ).toBeVisible();
  });

  test('a file that is not audio is refused with the server’s words, and kept to try again', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox').fill('voice');
    await page.getByRole('option', { name: /Voice note/ }).click();
    await uploadInDialog(page, {
      name: 'page.mp3',
      buffer: Buffer.from('<!doctype html><html><body>not audio</body></html>'),
    });
    const dialog = page.getByRole('dialog', { name: 'New voice note' });
    await expect(dialog.getByRole('alert')).toContainText('Not saved:');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The file is the user's own: nothing to download back.
    await expect(dialog.getByRole('link', { name: 'Download the recording' })).toHaveCount(0);
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('recording with the microphone', () => {
  test('the slash menu records a voice note into the note, with a level meter and pause', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Meeting' });
    await visit(page, `/note/${note.id}`);
    await noteBody(page).click();
    await page.keyboard.type('Before the recording');
    await page.keyboard.press('Enter');
    await page.keyboard.type('/voice');
    await expect(
      page.getByRole('listbox', { name: 'Insert a block' }).getByRole('option'),
    ).toHaveText([/Voice note/]);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Add a voice note' });
    await dialog.getByRole('button', { name: 'Start recording' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Recording…');
    const meter = dialog.getByRole('meter', { name: 'Microphone level' });
    await expect(meter).toBeVisible();
    // The fake microphone beeps: the meter moves. Watched in the page every 50 ms: a beep shows
    // for a moment once a second, and a poll from here once a second could keep missing it (it
    // did, 15 s long, on a loaded 2-core machine).
    await page.waitForFunction(
      () =>
        Number(
          document
            .querySelector('[role="meter"][aria-label="Microphone level"]')
            ?.getAttribute('aria-valuenow') ?? 0,
        ) > 0,
      undefined,
      { polling: 50, timeout: 15_000 },
    );
    await expectAccessible(page);
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(/^Recorded 0:(0[1-9]|[1-5]\d) \/ 30:00$/);
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Paused');
    // A pause holds the time.
    const held = (await timer.textContent()) ?? '';
    await page.waitForTimeout(1_500);
    await expect(timer).toHaveText(held);
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await expect(timer).not.toHaveText(held);
    await dialog.getByRole('button', { name: 'Stop recording' }).click();

    // Up to 15 s waiting for the meter, then the pause: the length can pass ten seconds under load.
    await expect(dialog.getByText(/^Voice note\.webm · 0:[0-5]\d/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add to note' }).click();
    await expect(dialog).toBeHidden();

    const recorded = player(page, 'Voice note');
    await expect(recorded).toBeVisible();
    await expect(noteBody(page).locator('p').first()).toHaveText('Before the recording');
    // Its transcript's state follows below it until the server has written it.
    await expect(
      noteBody(page)
        .getByText(/Transcribing…|No speech was found in this recording\.|Remember to water/)
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
  });
});

test.describe('voice notes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the recorder and the player fit a 390 px screen', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const dialog = await openVoiceNoteFromDashboard(page, baseURL ?? '');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectNoOverflow(page);
    await expectAccessible(page);

    await uploadInDialog(page, { name: 'Lecture.wav', buffer: speechWav(6) });
    await expect(page).toHaveURL(/\/note\//);
    const lecture = player(page, 'Lecture');
    await expect(lecture).toBeVisible();
    await expect(lecture.getByRole('button', { name: /^Speed/ })).toBeInViewport();
    await expect(noteBody(page)).toContainText('Remember to water the tomatoes on Tuesday.', {
      timeout: 45_000,
    });
    await expectNoOverflow(page);
    const playerBox = await lecture.boundingBox();
    expect((playerBox?.x ?? 0) + (playerBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await lecture.getByRole('button', { name: 'Play' }).tap();
    await expect(lecture.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});
