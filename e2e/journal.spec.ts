import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { noteBody } from './support/notes';

// Fixed so the day names below can be written out: "Tuesday 24 November".
const locale = 'en-GB';
const timeZone = 'Europe/London';
test.use({ locale, timezoneId: timeZone });

const PHONE = { width: 390, height: 844 };

/** "Tuesday 24 November": the start of a calendar day's accessible name. */
const calendarName = (date: Date) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(date);

/** The server's "today" for the account (its zone and its 04:00 day start). */
async function journalToday(page: Page): Promise<Date> {
  const response = await page.request.get('/api/journal/stats');
  expect(response.ok()).toBe(true);
  const { today } = (await response.json()) as { today: string };
  return new Date(`${today}T12:00:00Z`);
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved' });

test.describe('the journal', () => {
  // Sign-up, the editor's socket and three screens: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('today’s entry keeps its mood, gratitude and body, and shows in the calendar, timeline and search', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/journal');
    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prompt' })).toBeVisible();
    // The time zone came from the browser, since the account never saved one.
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/journal/settings');
        return ((await response.json()) as { timeZone: string }).timeZone;
      })
      .toBe(timeZone);

    // "Another prompt" changes the prompt, and the entry keeps the one shown when it was begun.
    const prompt = page.getByRole('region', { name: 'Prompt' }).getByRole('paragraph');
    await expect(prompt).not.toHaveText(/Finding a prompt/);
    const firstPrompt = await prompt.textContent();
    await page.getByRole('button', { name: 'Another prompt' }).click();
    await expect(prompt).not.toHaveText(firstPrompt ?? '');
    await expect(prompt).not.toHaveText(/Finding a prompt/);
    const chosenPrompt = (await prompt.textContent()) ?? '';

    const mood = page.getByRole('group', { name: 'Mood' });
    await mood.getByText('Good').click();
    await expect(mood.getByRole('radio', { name: 'Good' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Open as note' })).toBeVisible();

    await page.getByLabel('Grateful for, line 1').fill('the morning light');
    await page.getByLabel('Grateful for, line 2').fill('a long call with Sam');
    await page.keyboard.press('Tab');

    await noteBody(page).click();
    await page.keyboard.type('Walked along the riverbank after work.');
    await expect(saved(page)).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Mood' }).getByRole('radio', { name: 'Good' }),
    ).toBeChecked();
    await expect(page.getByLabel('Grateful for, line 1')).toHaveValue('the morning light');
    await expect(page.getByLabel('Grateful for, line 2')).toHaveValue('a long call with Sam');
    await expect(noteBody(page)).toContainText('Walked along the riverbank after work.');
    await expect(prompt).toHaveText(chosenPrompt);

    const today = await journalToday(page);
    await expect(
      page.getByRole('button', { name: `${calendarName(today)}, today, written, mood Good` }),
    ).toHaveAttribute('aria-current', 'date');
    await expect(page.getByText('Current streak').locator('..')).toContainText('1 day');

    // The timeline shows the entry as a journal entry, with its mood.
    await visit(page, '/timeline');
    const entry = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Journal' }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Mood: Good');
    await expect(entry).toContainText('Walked along the riverbank');

    // Search finds it by a word of its body.
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
    await page.keyboard.type('riverbank');
    await expect(palette.getByRole('option').filter({ hasText: 'riverbank' })).toBeVisible();
  });

  test('a past day can be written, and is marked as written later', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/journal');
    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
    const today = await journalToday(page);
    const yesterday = new Date(today.getTime() - 86_400_000);
    const yesterdayIso = yesterday.toISOString().slice(0, 10);
    // A habit done that day shows under the day's entry.
    const habit = await page.request.post('/api/habits', {
      data: { name: 'Stretch', schedule: { type: 'daily' } },
      headers: { Origin: baseURL ?? '' },
    });
    const { id } = ((await habit.json()) as { habit: { id: string } }).habit;
    const checkin = await page.request.put(`/api/habits/${id}/checkins/${yesterdayIso}`, {
      data: { status: 'done' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(checkin.ok()).toBe(true);
    if (yesterday.getUTCMonth() !== today.getUTCMonth())
      await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: `${calendarName(yesterday)}, not written` }).click();
    await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText('the entry is marked as written later')).toBeVisible();
    const habits = page.getByRole('region', { name: 'Habits that day' });
    await expect(habits.getByRole('listitem')).toHaveText([/^Stretch\s*Done$/]);

    // The first key typed creates the entry; the editor opens with it and keeps the focus.
    await page.getByRole('textbox', { name: 'Journal entry' }).click();
    await expect(noteBody(page)).toBeFocused();
    await page.keyboard.type('Remembering a quiet day.');
    await expect(saved(page)).toBeVisible();
    await expect(page.getByText('Written later', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${calendarName(yesterday)}, written later` }),
    ).toBeVisible();

    await page.reload();
    await expect(noteBody(page)).toContainText('Remembering a quiet day.');
    await expect(page.getByText('Written later', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Back to today' }).click();
    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('an entry opened and left blank is discarded', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/journal');
    await page.getByRole('textbox', { name: 'Journal entry' }).click();
    await expect(noteBody(page)).toBeFocused();
    await expect(saved(page)).toBeVisible();
    const today = (await journalToday(page)).toISOString().slice(0, 10);
    expect((await page.request.get(`/api/journal/${today}`)).status()).toBe(200);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Notes' })
      .click();
    await expect
      .poll(async () => (await page.request.get(`/api/journal/${today}`)).status())
      .toBe(404);
  });

  test('the reminder shows on the dashboard until today is written', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    // Just after the day starts (04:00), so the reminder time has passed whatever the hour.
    const settings = await page.request.patch('/api/journal/settings', {
      data: { timeZone, reminderTime: '04:01' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(settings.ok()).toBe(true);
    await visit(page, '/dashboard');
    const reminder = page.getByRole('complementary', { name: 'Journal reminder' });
    await expect(reminder).toBeVisible();
    await reminder.getByRole('link', { name: 'Write today’s entry' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await page.getByRole('group', { name: 'Mood' }).getByText('Okay').click();
    await expect(page.getByRole('link', { name: 'Open as note' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Notes' })
      .click();
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });

  test('fits a phone screen', async ({ browser, baseURL }) => {
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
    await visit(page, '/journal');
    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
    await page.getByRole('group', { name: 'Mood' }).getByText('Great').click();
    await expect(noteBody(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      // What sticks out past the phone's edge, named for the failure message.
      wide: [...document.querySelectorAll('body *')]
        .filter((element) => {
          if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
          // Inside a box that scrolls or clips sideways, it does not widen the page.
          for (let box = element.parentElement; box; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') return false;
          return true;
        })
        .slice(0, 5)
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 120)),
    }));
    expect(widths.innerWidth, widths.wide.join('\n')).toBe(PHONE.width);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
    await expectAccessible(page);
    await context.close();
  });
});
