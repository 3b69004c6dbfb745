import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, toasts, visit } from './support/fixtures';
import { removeDataDir, startServer } from './support/server';

// Fixed so the days' names are known: "Mon 23 Nov".
const locale = 'en-GB';
const timeZone = 'Europe/London';
test.use({ locale, timezoneId: timeZone });

const PHONE = { width: 390, height: 844 };

/** The account's "today" as the server reckons it (its zone and day start). */
async function serverToday(page: Page): Promise<string> {
  const response = await page.request.get('/api/journal/stats');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { today: string }).today;
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** "Mon 23 Nov", as the day squares name a day. */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * The answer to the next check-in of `date` as `status` sent from now on: set up before the tap.
 * Taps are sent one at a time, each after the one before has its answer, so a step that waits for
 * its own checks the streak that answer brought, not one an earlier tap's answer showed meanwhile.
 */
function checkinAnswered(page: Page, date: string, status: 'done' | 'skipped') {
  return page
    .waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().endsWith(`/checkins/${date}`) &&
        (request.postDataJSON() as { status?: string } | null)?.status === status,
    )
    .then((request) => request.response());
}

const habitCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your habits' }).getByRole('listitem', { name });

async function createHabitInUi(page: Page, name: string) {
  await page.getByRole('button', { name: 'New habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New habit' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create habit' }).click();
  await expect(dialog).toBeHidden();
}

async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    // What sticks out, to say why when it does.
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className.toString().slice(0, 60)}`),
  }));
  expect(widths.innerWidth, widths.wide.join('\n')).toBe(PHONE.width);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
}

test.describe('habits', () => {
  test('create a daily habit, check in, skip a past day and undo, pause, export, archive', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/habits');
    await expect(
      page.getByRole('heading', { name: 'Build habits one day at a time' }),
    ).toBeVisible();

    // The create form says what is wrong, by field.
    await page.getByRole('button', { name: 'New habit' }).first().click();
    const form = page.getByRole('dialog', { name: 'New habit' });
    await form.getByRole('button', { name: 'Create habit' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText('A habit needs a name')).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Cancel' }).click();

    await createHabitInUi(page, 'Meditate');
    const card = habitCard(page, 'Meditate');
    await expect(card).toContainText('Every day');
    await expect(card.getByRole('meter', { name: 'Strength' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card).toContainText('Streak 0 days');

    // One tap: done today; the server's score moves above 0 and the streak is 1.
    const doneToday = card.getByRole('button', { name: 'Done today: Meditate' });
    await doneToday.click();
    await expect(doneToday).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('Streak 1 day');
    const strength = Number(
      await card.getByRole('meter', { name: 'Strength' }).getAttribute('aria-valuenow'),
    );
    expect(strength).toBeGreaterThan(0);

    // Yesterday in the last seven days: a tap marks it done, another skips it; Undo goes back.
    const today = await serverToday(page);
    const yesterday = shortDate(dayBefore(today));
    const week = card.getByRole('list', { name: 'Last 7 days of Meditate' });
    await week.getByRole('button', { name: `${yesterday}: Not checked in` }).click();
    await week.getByRole('button', { name: `${yesterday}: Done` }).click();
    await expect(week.getByRole('button', { name: `${yesterday}: Skipped` })).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'skipped' })).toBeVisible();
    const undone = checkinAnswered(page, dayBefore(today), 'done');
    await toasts(page).getByRole('button', { name: 'Undo' }).click();
    await expect(week.getByRole('button', { name: `${yesterday}: Done` })).toBeVisible();
    await undone;
    await expect(card).toContainText('Streak 2 days');

    // Skipping today keeps the streak; taking it back leaves today open.
    const skipped = checkinAnswered(page, today, 'skipped');
    await card.getByRole('button', { name: 'Skip today: Meditate' }).click();
    await expect(card.getByRole('button', { name: 'Skip today: Meditate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(doneToday).toHaveAttribute('aria-pressed', 'false');
    await skipped;
    await expect(card).toContainText('Streak 1 day');
    const done = checkinAnswered(page, today, 'done');
    await doneToday.click();
    await expect(doneToday).toHaveAttribute('aria-pressed', 'true');
    await done;
    await expect(card).toContainText('Streak 2 days');

    // The detail: its year, strength and a note on today's check-in.
    await card.getByRole('link', { name: 'Meditate' }).click();
    await expect(page).toHaveURL(/\?habit=[\w-]+$/);
    const detail = page.getByRole('dialog', { name: 'Meditate' });
    await expect(detail.getByRole('figure', { name: 'Meditate over the last year' })).toBeVisible();
    await expect(detail.getByRole('img', { name: /^Strength from/ })).toBeVisible();
    await detail.getByRole('textbox', { name: 'Note' }).fill('Ten calm minutes');
    await detail.getByRole('button', { name: 'Save check-in' }).click();
    await expect(
      detail.getByRole('button', { name: /: Done \(note: Ten calm minutes\)$/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/habits$/);

    // Pause and resume.
    await card.getByRole('button', { name: 'Actions for Meditate' }).click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await expect(doneToday).toBeDisabled();
    await card.getByRole('button', { name: 'Resume' }).click();
    await expect(card.getByText('Paused', { exact: true })).toBeHidden();

    // Edit: three times a week; focus comes back to the habit's menu.
    await card.getByRole('button', { name: 'Actions for Meditate' }).click();
    await page.getByRole('menuitem', { name: 'Edit…' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Meditate' });
    await edit.getByRole('radio', { name: 'A number of times a week' }).check();
    await edit.getByRole('spinbutton', { name: 'Times a week' }).fill('3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('3 times a week');
    await expect(card.getByRole('button', { name: 'Actions for Meditate' })).toBeFocused();

    // The CSV holds today's check-in with its note.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv).toContain('Meditate');
    expect(csv).toMatch(new RegExp(`${today}.*done`));
    expect(csv).toContain('Ten calm minutes');

    // Archive: out of the list, into the Archived section, and back.
    await card.getByRole('button', { name: 'Actions for Meditate' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(card).toBeHidden();
    await page.getByText('Archived', { exact: true }).click();
    const archived = page.getByRole('list', { name: 'Archived habits' });
    await expect(archived).toContainText('Meditate');
    await archived.getByRole('button', { name: 'Unarchive Meditate' }).click();
    await expect(habitCard(page, 'Meditate')).toBeVisible();

    // Delete asks first, then the list is empty again.
    await card.getByRole('button', { name: 'Actions for Meditate' }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Meditate?' });
    await confirm.getByRole('button', { name: 'Delete habit' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Build habits one day at a time' }),
    ).toBeVisible();
  });

  test('fits a phone screen, the year heat-map scrolling inside its box', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale,
      timezoneId: timeZone,
      baseURL: baseURL ?? '',
    });
    const page = await context.newPage();
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const created = await page.request.post('/api/habits', {
      data: {
        name: 'Walk after lunch, whatever the weather says',
        color: 'teal',
        schedule: { type: 'weekdays', days: [1, 3, 5] },
        reminderTime: '04:00',
      },
      headers: { Origin: baseURL ?? '' },
    });
    expect(created.status()).toBe(201);
    await visit(page, '/habits');
    const card = habitCard(page, 'Walk after lunch, whatever the weather says');
    await expect(card).toContainText('Mon, Wed, Fri');
    await page.waitForLoadState('networkidle');
    await fitsThePhone(page);

    await card.getByRole('link').click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('figure', { name: /over the last year/ })).toBeVisible();
    await fitsThePhone(page);
    const heatmap = detail.getByRole('region', { name: /over the last year/ });
    const box = await heatmap.evaluate((element) => ({
      clientWidth: element.clientWidth,
      scrollWidth: element.scrollWidth,
    }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expectAccessible(page);
    await context.close();
  });

  test('works at 127.0.0.1 (PUBLIC_URL unset)', async ({ browser }) => {
    test.setTimeout(90_000);
    const server = await startServer({ env: { PUBLIC_URL: '' } });
    try {
      const origin = server.url.replace('//localhost:', '//127.0.0.1:');
      const context = await browser.newContext({ baseURL: origin, locale, timezoneId: timeZone });
      const page = await context.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, origin);
      await visit(page, '/habits');
      await createHabitInUi(page, 'Stretch');
      const doneToday = habitCard(page, 'Stretch').getByRole('button', {
        name: 'Done today: Stretch',
      });
      await doneToday.click();
      await expect(habitCard(page, 'Stretch')).toContainText('Streak 1 day');
      await page.reload();
      await expect(doneToday).toHaveAttribute('aria-pressed', 'true');
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
