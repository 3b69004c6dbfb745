import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';

// Fixed so the headings below can be written out: "Sunday 22 November", "November 2026".
const locale = 'en-GB';
const timeZone = 'Europe/London';
test.use({ locale, timezoneId: timeZone });

const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(date);
const monthLabel = (date: Date) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }).format(date);
/** `YYYY-MM-DD` of a date in the test's time zone (en-CA writes dates that way). */
const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);

async function createNote(page: Page, baseURL: string, data: { title: string; tags?: string[] }) {
  const response = await page.request.post('/api/notes', {
    data: { markdown: `About ${data.title}`, ...data },
    headers: { Origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { note: { id: string } }).note.id;
}

async function createNotes(page: Page, baseURL: string, count: number) {
  for (let n = 1; n <= count; n++) await createNote(page, baseURL, { title: `Note ${n}` });
}

test.describe('timeline', () => {
  test('shows notes under their day and month, newest first', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNote(page, baseURL ?? '', { title: 'First thought' });
    const id = await createNote(page, baseURL ?? '', { title: 'Second thought', tags: ['ideas'] });

    await visit(page, '/timeline');
    const now = new Date();
    const month = page.getByRole('region', { name: monthLabel(now) });
    await expect(month.getByRole('heading', { level: 2, name: monthLabel(now) })).toBeVisible();
    const day = month.getByRole('region', { name: dayLabel(now) });
    await expect(day.getByRole('heading', { level: 3 })).toHaveText(dayLabel(now));

    // Every new account starts with the welcome note, the oldest of the three.
    const notes = day.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(notes.getByRole('link')).toHaveText([
      'Second thought',
      'First thought',
      'Welcome to Inkling',
    ]);
    await expect(notes.first()).toContainText('About Second thought');
    await expect(notes.first().getByRole('list', { name: 'Tags' })).toHaveText('ideas');
    await expect(page.getByRole('link', { name: 'Second thought' })).toHaveAttribute(
      'href',
      `/note/${id}`,
    );
  });

  test('jumps to a date, and back to today', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // axe checks the dark theme's contrast here
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNote(page, baseURL ?? '', { title: 'Written today' });
    await visit(page, '/timeline');
    await expect(page.getByRole('link', { name: 'Written today' })).toBeVisible();

    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await page.getByLabel('Jump to a date').fill(isoDay(yesterday));
    await page.getByRole('button', { name: 'Jump' }).click();
    await expect(page).toHaveURL(new RegExp(`/timeline\\?date=${isoDay(yesterday)}$`));
    await expect(page.getByRole('heading', { name: /^No notes on or before/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Written today' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to today' }).click();
    await expect(page).toHaveURL(/\/timeline$/);
    await expect(page.getByLabel('Jump to a date')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Written today' })).toBeVisible();

    await page.getByLabel('Jump to a date').fill(isoDay(new Date()));
    await page.getByLabel('Jump to a date').press('Enter');
    await expect(page).toHaveURL(/\?date=/);
    await expect(page.getByRole('link', { name: 'Written today' })).toBeVisible();
    await expect(page.getByText(/^Notes written on or before/)).toBeVisible();
  });

  test('loads older notes as the end of the list scrolls into view', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNotes(page, baseURL ?? '', 30);

    await visit(page, '/timeline');
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    // A page is 30 notes; the 31st, the welcome note, comes with the next one.
    await expect(links).toHaveCount(30);
    await expect(links.first()).toHaveText('Note 30');
    await page.keyboard.press('End');
    await expect(links).toHaveCount(31);
    await expect(links.last()).toHaveText('Welcome to Inkling');
    await expect(page.getByText('That’s every note, back to the first.')).toBeVisible();
  });

  test('loads older notes with the Load more button', async ({ page, baseURL }) => {
    // Without IntersectionObserver nothing loads by itself: only the button can.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNotes(page, baseURL ?? '', 30);

    await visit(page, '/timeline');
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(30);
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect(links).toHaveCount(31);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});
