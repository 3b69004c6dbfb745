import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { newAccount, signUpViaApi, type Account } from './support/accounts';
import { expect, expectAccessible, test, toasts, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';
import { migratedDataDir, removeDataDir, startServer, type RunningServer } from './support/server';
import { expectNoSidewaysScroll, phoneAt127 } from './support/phone';

/** The AI settings of the main e2e server (global-setup.ts), for the extra servers started here. */
function aiEnv(): Record<string, string> {
  const url = process.env.E2E_AI_URL;
  if (!url) throw new Error('E2E_AI_URL is not set: run the tests through playwright.config.ts');
  return {
    AI_BASE_URL: url,
    AI_API_KEY: 'e2e',
    AI_CHAT_MODEL: 'stand-in-chat',
    AI_EMBEDDING_MODEL: 'stand-in-embed',
    AI_LOCAL_ONLY: 'true',
  };
}

/** Billing on against the Stripe stand-in: accounts past their trial are on the free plan. */
function billingEnv(): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PRICE_ID: 'price_e2e_monthly',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_URL: process.env.E2E_STRIPE_URL ?? '',
  };
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message the assistant' });
const conversationLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const usageLine = (page: Page) => page.getByTestId('ai-usage-line');

async function signInViaApi(request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: account,
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}

/** Sends a request from the message box and waits for its whole answer (its actions show). */
async function askAssistant(page: Page, request: string): Promise<Locator> {
  await messageBox(page).fill(request);
  await page.getByRole('button', { name: 'Send' }).click();
  const actions = conversationLog(page).getByRole('group', { name: 'Answer actions' }).last();
  await expect(actions).toBeVisible();
  return actions;
}

test.describe('the AI assistant', () => {
  test('from "study guide on photosynthesis" to a copied share link in three clicks', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Study guide on photosynthesis' })).toBeVisible();

    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await messageBox(page).fill('study guide on photosynthesis');
    await click(page.getByRole('button', { name: 'Send' }));
    // Focus goes back to the box, ready for the next message.
    await expect(messageBox(page)).toBeFocused();
    const log = conversationLog(page);
    await expect(log.getByRole('heading', { name: 'Photosynthesis' })).toBeVisible();
    await expect(log.getByRole('heading', { name: 'Key ideas' })).toBeVisible();
    await expect(
      log.getByRole('listitem').filter({ hasText: 'The steps, in order' }),
    ).toBeVisible();
    await expect(log.getByRole('table')).toContainText('The subject of this guide');
    await expect(log.getByRole('checkbox')).toHaveCount(2);
    await expectAccessible(page);

    await click(log.getByRole('button', { name: 'Share', exact: true }));
    await expect(toasts(page).filter({ hasText: 'Share link copied' })).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/share\/[\w-]+$/);
    await expect(log.getByRole('textbox', { name: 'Share link (copied)' })).toHaveValue(url);
    expect(clicks).toBeLessThanOrEqual(3);
    await expectAccessible(page);

    // Someone signed out opens the link.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(url);
    expect(response?.status()).toBe(200);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Photosynthesis' }),
    ).toBeVisible();
    await expect(visitorPage.getByText('The steps, in order')).toBeVisible();
    await visitor.close();

    // The conversation is kept: it opens again from the list.
    await visit(page, '/assistant');
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button', { name: /^study guide on photosynthesis/ }).click();
    await expect(conversationLog(page).getByRole('heading', { name: 'Key ideas' })).toBeVisible();
    await expect(page).toHaveURL(/\/assistant\?c=[\w-]+$/);
  });

  test('Save as note opens the answer as a formatted note; the whole chat saves too', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/assistant');
    // An example request fills the box.
    await page.getByRole('button', { name: 'Business plan for a bakery' }).click();
    await expect(messageBox(page)).toHaveValue('Business plan for a bakery');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const actions = conversationLog(page).getByRole('group', { name: 'Answer actions' });
    await expect(actions).toBeVisible();

    await actions.getByRole('button', { name: 'Save as note' }).click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    const id = page.url().split('/').pop() ?? '';
    await expect(page.getByLabel('Title')).toHaveValue('A bakery');
    await expect(noteBody(page).getByRole('heading', { name: 'Key ideas' })).toBeVisible();
    await expect(noteBody(page).getByRole('table')).toContainText('The subject of this guide');
    const note = await readNoteViaApi(page, id);
    expect(note.markdown).toContain('## Key ideas');
    expect(note.markdown).toContain('- [ ] Read the key ideas');
    expect(note.markdown).toMatch(/\| *Term *\| *Meaning *\|/);

    await page.goBack();
    await expect(page).toHaveURL(/\/assistant/);
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /^Business plan for a bakery/ })
      .click();
    await page.getByRole('button', { name: 'Save the whole chat as a note' }).click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await expect(page.getByLabel('Title')).toHaveValue('Chat: Business plan for a bakery');
    const chat = await readNoteViaApi(page, page.url().split('/').pop() ?? '');
    expect(chat.markdown).toContain('## Business plan for a bakery');
    expect(chat.markdown).toContain('### A bakery');
  });

  test('regenerate, copy, delete a conversation, and an error with Try again', async ({
    page,
    baseURL,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/assistant');
    const actions = await askAssistant(page, 'Technical docs for a REST API');
    await actions.getByRole('button', { name: 'Copy' }).click();
    await expect(toasts(page).filter({ hasText: 'Answer copied as Markdown' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# A REST API\n/);

    await actions.getByRole('button', { name: 'Regenerate' }).click();
    await expect(conversationLog(page).getByRole('group', { name: 'Answer actions' })).toHaveCount(
      1,
    );
    await expect(conversationLog(page).getByRole('heading', { name: 'A REST API' })).toHaveCount(1);

    // The model fails: the error shows in place, with Try again (which asks again).
    await messageBox(page).fill('Glossary of cell biology [[fail]]');
    await page.keyboard.press('Enter');
    const log = conversationLog(page);
    await expect(log.getByText('The AI model did not answer', { exact: false })).toBeVisible();
    const again = page.waitForRequest('**/api/ai/chat');
    await log.getByRole('button', { name: 'Try again' }).click();
    expect(((await again).postDataJSON() as { messages: unknown[] }).messages).toHaveLength(3);
    await expect(log.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(log.getByRole('group', { name: 'Answer actions' })).toHaveCount(1);

    const list = page.getByRole('navigation', { name: 'Conversations' });
    const entry = list.getByRole('listitem').filter({ hasText: 'Technical docs for a REST API' });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: /^Delete conversation/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(entry).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Study guide on photosynthesis' })).toBeVisible();
    await expect(page).toHaveURL(/\/assistant$/);
  });

  test('uses notes as context', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNoteViaApi(page, baseURL ?? '', {
      title: 'Greenhouse log',
      markdown: 'The tomatoes were planted on March 3.',
    });
    await visit(page, '/assistant');
    await page.getByRole('button', { name: 'Use notes as context' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use notes as context' });
    await dialog.getByRole('searchbox', { name: 'Search your notes' }).fill('greenhouse');
    await dialog.getByRole('checkbox', { name: 'Greenhouse log' }).check();
    await expect(dialog).toContainText('1 of 10 chosen');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('list', { name: 'Notes used as context' }).getByText('Greenhouse log'),
    ).toBeVisible();

    const sent = page.waitForRequest('**/api/ai/chat');
    await askAssistant(page, 'Summary of my greenhouse');
    const body = (await sent).postDataJSON() as { noteIds?: string[] };
    expect(body.noteIds).toHaveLength(1);
  });
});

test.describe('the assistant on the free plan', () => {
  // One server and its two accounts for both tests: one worker runs them in turn.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  const stopper = newAccount();
  const spender = newAccount();

  /** Two accounts, then their sign-up dated a month back: past the trial, on the free plan. */
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    const dataDir = migratedDataDir();
    const env = { ...aiEnv(), ...billingEnv() };
    const first = await startServer({ dataDir, env });
    const request = await playwright.request.newContext({ baseURL: first.url });
    for (const account of [stopper, spender]) await signUpViaApi(request, first.url, account);
    await request.dispose();
    await first.stop();
    const database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`update users set created_at = now() - interval '30 days' where email in (${stopper.email}, ${spender.email})`,
    );
    await database.close();
    server = await startServer({ dataDir, env });
  });

  test.afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  async function signedIn(browser: Browser, account: Account) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInViaApi(page.request, server.url, account);
    return { context, page };
  }

  test('Stop ends the answer mid-stream and counts nothing', async ({ browser }) => {
    const { context, page } = await signedIn(browser, stopper);
    await visit(page, '/assistant');
    await expect(usageLine(page)).toHaveText('3 of 3 AI uses left today');
    await messageBox(page).fill('Study guide on the water cycle [[slow]]');
    await page.keyboard.press('Enter');
    const log = conversationLog(page);
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(log.getByText('The water cycle').first()).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(log.getByText('Stopped. Nothing was counted.')).toBeVisible();
    await expect(log).toHaveAttribute('aria-busy', 'false');
    await expect(log.getByText('Common mistakes')).toHaveCount(0);
    await page.waitForTimeout(1500);
    await expect(usageLine(page)).toHaveText('3 of 3 AI uses left today');
    const usage = await page.request.post('/api/functions/check-ai-usage', {
      headers: { Origin: server.url },
    });
    expect(await usage.json()).toMatchObject({ remaining: 3, limit: 3, canUse: true });

    // A finished answer counts one.
    await askAssistant(page, 'Study guide on the water cycle');
    await expect(usageLine(page)).toHaveText('2 of 3 AI uses left today');
    await context.close();
  });

  test('out of uses: the server’s words, then the out-of-uses state with /pricing', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, spender);
    await visit(page, '/assistant');
    await expect(usageLine(page)).toHaveText('3 of 3 AI uses left today');
    // Uses spent elsewhere (another tab, the API) while this page still believes it has three.
    for (let use = 0; use < 3; use += 1) {
      const response = await page.request.post('/api/ai/chat', {
        data: { messages: [{ role: 'user', content: `Note ${use}` }] },
        headers: { Origin: server.url },
      });
      expect(await response.text()).toContain('"type":"done"');
    }
    await messageBox(page).fill('Study guide on volcanoes');
    await page.keyboard.press('Enter');
    const log = conversationLog(page);
    await expect(log.getByRole('link', { name: 'See plans and pricing' })).toBeVisible();
    await expect(log).toContainText(/AI uses/);
    // The counter caught up: the box gives way to the out-of-uses state.
    await expect(usageLine(page)).toHaveText('0 of 3 AI uses left today');
    await expect(messageBox(page)).toHaveCount(0);
    await expect(page.getByText('You have used today’s 3 free AI uses.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See plans and pricing' }).last().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await context.close();
  });
});

test.describe('the assistant on other servers', () => {
  test('a server without AI says so, and the rest of the app works', async ({ browser }) => {
    test.setTimeout(60_000);
    for (const name of Object.keys(process.env))
      expect(name.startsWith('AI_'), `${name} would reach the server`).toBe(false);
    const server = await startServer();
    try {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, server.url);
      const status = await page.request.get('/api/ai/status');
      expect(await status.json()).toMatchObject({ chat: false });
      await visit(page, '/assistant');
      await expect(
        page.getByRole('heading', { name: 'AI is not set up on this server' }),
      ).toBeVisible();
      await expect(page.getByText(/AI_BASE_URL and AI_CHAT_MODEL/)).toBeVisible();
      await expect(messageBox(page)).toHaveCount(0);
      await visit(page, '/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  test('on a phone at 127.0.0.1: no sideways scroll, the list folds away', async ({ browser }) => {
    test.setTimeout(90_000);
    const server = await startServer({ env: { ...aiEnv(), PUBLIC_URL: '' } });
    try {
      const { context, origin } = await phoneAt127(browser, server.url);
      const page = await context.newPage();
      await page.goto('/');
      await signUpViaApi(page.request, origin);
      await visit(page, '/assistant');
      await expectNoSidewaysScroll(page, 390);
      await askAssistant(page, 'Study guide on photosynthesis');
      const table = conversationLog(page).getByRole('region', { name: 'Table' });
      await expect(table).toBeVisible();
      await expectNoSidewaysScroll(page, 390);
      await askAssistant(page, 'Comparison table of the planets of the solar system');
      await expectNoSidewaysScroll(page, 390);

      const list = page.getByRole('navigation', { name: 'Conversations' });
      await expect(list.getByRole('list')).toBeHidden();
      await list.getByRole('button', { name: /^Conversations/ }).click();
      await expect(list.getByRole('list')).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page, 390);
      await context.close();
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});

test.describe('ask your notes', () => {
  test('answers from the notes with a citation that opens the note', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Launch plan',
      markdown: 'We decided to launch the bakery app on 12 May, after the beta.',
    });
    await visit(page, '/assistant?mode=ask');
    await expect(page.getByRole('heading', { name: 'Ask your notes' })).toBeVisible();
    const question = page.getByRole('textbox', { name: 'Your question' });
    const answer = page.getByRole('article', { name: 'Answer from your notes' });
    // The notes are indexed in the background after each change: ask until the note is found.
    await expect(async () => {
      await question.fill('When do we launch the bakery app?');
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect(answer.getByRole('link', { name: 'Launch plan' })).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });
    await expectAccessible(page);
    await answer.getByRole('link', { name: 'Launch plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/note/${note.id}$`));

    await visit(page, '/assistant?mode=ask');
    await question.fill('What is the capital of Mongolia?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(answer.getByText('Your notes do not say.')).toBeVisible();
  });
});
