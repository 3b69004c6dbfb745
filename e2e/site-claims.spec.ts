import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';

/**
 * Sharing, export, import, the daily journal, the habit tracker, the AI (the
 * assistant, AI inside notes, answers from your notes), photo to note, voice
 * notes, offline first, the installable app and version history have
 * shipped; there is no App Store or Google Play listing. The built pages say
 * exactly that (content/siteClaims.test.ts checks the copy itself).
 */
test.describe('the public site says what ships', () => {
  test('pricing lists sharing, export, import, the journal, habits, AI, photo to note and voice notes as included', async ({
    page,
  }) => {
    await visit(page, '/pricing');
    const plan = page.getByRole('region', { name: 'Inkling', exact: true }).getByRole('listitem');
    for (const item of [
      /^A daily journal: one entry per day/,
      /^A habit tracker with a strength score/,
      /^Read-only share links/,
      /^Export to Markdown, PDF/,
      /^Import from Evernote/,
      /^An AI assistant that writes formatted notes/,
      /^Photo to note: printed text read from your photos/,
      /^Voice notes recorded or uploaded/,
      /^Offline first: install Inkling from your browser/,
      /^Version history for every note/,
    ]) {
      const line = plan.filter({ hasText: item });
      await expect(line).toHaveCount(1);
      await expect(line).not.toContainText('on the roadmap');
    }
    await expect(plan.filter({ hasText: /^An AI assistant/ })).toContainText(
      '3 AI uses a day without a subscription, unlimited within fair use',
    );
    await expect(plan.filter({ hasText: 'on the roadmap' })).toHaveCount(0);
    await expect(page.getByText(/^One answer: a reply from the assistant/)).toContainText(
      'a recording transcribed (one use per recording)',
    );
  });

  test('the landing page’s cards mark only the unshipped features as in development', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Sharing and export');
    await visit(page, '/');
    // The feature grid (the showcases above it share its heading's words).
    const grid = page.locator('section[aria-labelledby="features-title"]');
    const card = (title: string) =>
      grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    for (const title of [
      'Offline first',
      'Sharing and export',
      'Daily journal',
      'Habit tracker',
      'Ask your notes',
      'Photo to note',
      'Voice notes',
    ]) {
      await expect(card(title)).toBeVisible();
      await expect(card(title)).not.toContainText('In development');
    }
    await expect(card('Daily journal')).toContainText('One entry per day');
    await expect(card('Habit tracker')).toContainText('streaks');
    await expect(card('Photo to note')).toContainText('handwriting is not read reliably');
    await expect(card('Voice notes')).toContainText('transcript');
    await expect(card('Offline first')).toContainText('opens with no connection');
    await expect(card('Offline first')).toContainText('version history');
    for (const showcase of [
      'AI chat that writes into your notebook',
      'AI inside the note you are writing',
      'Share with one click',
      'A journal with one page a day',
      'Habits that survive a day off',
    ]) {
      const article = page.getByRole('article', { name: showcase });
      await expect(article).toBeVisible();
      await expect(article).not.toContainText('In development');
    }
    for (const section of [
      'Ask for a document, get a note',
      'Photograph a page, search every word',
      'From a question to a link you can send',
    ]) {
      await expect(page.getByRole('region', { name: section })).not.toContainText('In development');
    }
    const photo = page.getByRole('region', { name: 'Photograph a page, search every word' });
    await expect(photo).toContainText('Inkling’s own server reads the text');
    await expect(photo).toContainText('handwriting is not read reliably');
  });

  test('the AI section’s button leads a visitor to the assistant through sign-up', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(
      page
        .getByRole('region', { name: 'Ask for a document, get a note' })
        .getByRole('link', { name: 'Start writing with AI' }),
    ).toHaveAttribute('href', '/signup?next=%2Fassistant');
  });

  test('the comparison tables give Inkling share links, export, the journal, habits, AI, photo to text and voice notes', async ({
    page,
  }) => {
    await visit(page, '/compare/notion');
    const table = page.getByRole('table');
    const inklingCell = (feature: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: feature, exact: true }) })
        .getByRole('cell')
        .first();
    for (const feature of [
      'Public share links',
      'Export',
      'Daily journal',
      'Mood tracking',
      'Habit tracker',
      'On this day',
      'AI assistant',
      'Photo to text (OCR)',
      'Voice notes',
      'Offline editing',
      'Version history',
    ]) {
      await expect(inklingCell(feature), feature).toContainText('Yes');
    }
  });

  test('the Evernote alternative page says how an Evernote archive comes over', async ({
    page,
  }) => {
    await visit(page, '/alternative/evernote');
    const moving = page.getByRole('region', { name: 'Bringing your notes from Evernote' });
    await expect(moving).toContainText('.enex');
    await expect(moving).toContainText('Settings → Data → Import');
    await visit(page, '/alternative/onenote');
    await expect(
      page.getByRole('region', { name: 'Bringing your notes from Microsoft OneNote' }),
    ).toContainText('no importer made for OneNote');
  });

  test('the FAQ answers yes to export and answers the journal’s questions', async ({ page }) => {
    await visit(page, '/faq');
    await expect(page.getByText(/^Yes, both\. From a note’s menu/)).toBeVisible();
    await expect(
      page.getByText(/Export to Markdown, PDF and plain text.*on the roadmap/),
    ).toHaveCount(0);
    await expect(
      page.getByText(/^Yes\. Journal, in the app’s header, keeps one entry per day/),
    ).toBeVisible();

    const journal = page.getByRole('region', { name: 'The journal and habits' });
    const answer = (question: string) =>
      journal
        .getByRole('term')
        .filter({ hasText: question })
        .locator('xpath=following-sibling::dd[1]');
    await expect(answer('which day an entry belongs to')).toContainText('4 am');
    await expect(answer('forgive rest days')).toContainText('rest days');
    await expect(answer('habit’s strength')).toContainText('Loop Habit Tracker');
    await expect(answer('export my journal')).toContainText('journal.json');
    await expect(answer('export my journal')).toContainText('habits.json');
    await expect(journal).not.toContainText('roadmap');

    const ai = page.getByRole('region', { name: 'AI', exact: true });
    const aiAnswer = (question: string) =>
      ai.getByRole('term').filter({ hasText: question }).locator('xpath=following-sibling::dd[1]');
    await expect(aiAnswer('Which AI model')).toContainText('Ollama');
    await expect(aiAnswer('Which AI model')).toContainText('AI is not set up on this server');
    await expect(aiAnswer('How many AI uses')).toContainText('3 AI uses a day');
    await expect(aiAnswer('answer questions from my notes')).toContainText('citations');
    await expect(ai).not.toContainText('roadmap');

    const capture = page.getByRole('region', { name: 'Photos and voice notes' });
    const captureAnswer = (question: string) =>
      capture
        .getByRole('term')
        .filter({ hasText: question })
        .locator('xpath=following-sibling::dd[1]');
    await expect(captureAnswer('photo of a page')).toContainText(
      'handwriting is not read reliably',
    );
    await expect(captureAnswer('Who transcribes')).toContainText('AI_TRANSCRIPTION_MODEL');
    await expect(captureAnswer('Where do my photos')).toContainText('Inkling’s own server');
    await expect(capture).not.toContainText('roadmap');

    await expect(page.getByText(/^Yes\. On a device where you have used Inkling/)).toBeVisible();
    const app = page.getByRole('region', { name: 'Installing the app and version history' });
    const appAnswer = (question: string) =>
      app.getByRole('term').filter({ hasText: question }).locator('xpath=following-sibling::dd[1]');
    await expect(appAnswer('install Inkling')).toContainText('Share → Add to Home Screen');
    await expect(appAnswer('install Inkling')).toContainText(
      'not in the App Store or on Google Play',
    );
    await expect(appAnswer('earlier version')).toContainText('the last 50 of each note always');
  });

  test('the changelog’s newest releases are the fixes for offline words stranded by a closed app and a reconnect read as saving, the fixes for notes changed and sent whole by being opened, the fixes for habit check-ins and offline tags, and for changes lost while a note opens, then speed and scale, offline first, the installable app and version history, photo to note and voice notes, the AI, the journal and habit tracker, in users’ words', async ({
    page,
  }) => {
    await visit(page, '/changelog');
    // Newest first: each release's heading, date (when the test pins it) and words.
    const releases: { heading: string; date?: string; words: string[] }[] = [
      {
        heading: 'When the app closes or the connection drops',
        date: '2026-12-02',
        words: [
          'closed the app in the background',
          'whichever screen it opens on',
          'until the note is back in touch',
        ],
      },
      {
        heading: 'Opening a note changes nothing, and sends almost nothing',
        date: '2026-12-02',
        words: [
          'without a word typed',
          'Opening a note now changes nothing',
          '326 KB each way',
          'though nothing was being saved',
        ],
      },
      {
        heading: 'What you tap shows at once, and stays',
        date: '2026-12-02',
        words: [
          'skip today, then done',
          'Each tap now stays shown',
          'in the order you made them',
          'took the first one',
          'It now shows at once',
          'finishes sending it after the page has gone',
        ],
      },
      {
        heading: 'Nothing lost while a note opens',
        date: '2026-12-01',
        words: ['at the moment you opened it', 'It now appears in the open note'],
      },
      {
        heading: 'Faster on large collections, and room to grow',
        date: '2026-11-25',
        words: ['a typo is now forgiven in the text', 'REDIS_URL', 'db:migrate-to-postgres'],
      },
      {
        heading: 'Offline first, an installable app, and version history',
        date: '2026-11-25',
        words: [
          'Inkling works offline',
          'Share → Add to Home Screen',
          'never twice',
          'Save version',
          '/sw.js',
        ],
      },
      {
        heading: 'Photo to note and voice notes',
        date: '2026-11-25',
        words: [
          'Photo to note',
          'handwriting is not read reliably',
          'Voice note',
          '1×, 1.5× or 2×',
          'AI_TRANSCRIPTION_MODEL',
        ],
      },
      {
        heading: 'An AI assistant, AI inside notes and answers from your notes',
        date: '2026-11-24',
        words: ['Save as note', 'Ask your notes', '3 AI uses a day', 'AI_LOCAL_ONLY'],
      },
      {
        heading: 'A daily journal and a habit tracker',
        words: ['one entry a day', 'On this day', 'Streaks', 'Habits', 'habits.json'],
      },
    ];
    for (const [index, { heading, date, words }] of releases.entries()) {
      const release = page.getByRole('article').nth(index);
      await expect(release.getByRole('heading', { level: 2 })).toHaveText(heading);
      if (date) await expect(release.locator('time')).toHaveAttribute('datetime', date);
      for (const word of words) await expect(release).toContainText(word);
    }
    await expect(
      page.getByRole('heading', { level: 2, name: 'Share, export and import' }),
    ).toBeVisible();
  });
});

test.describe('the daily journal template points to the journal', () => {
  const journalCard = (page: Page) =>
    page.getByRole('article', { name: 'Daily journal', exact: true });

  test('without JavaScript, the card says where daily entries live and links there', async ({
    request,
  }) => {
    const html = await (await request.get('/templates')).text();
    expect(html).toContain('The journal, at /journal, is the dedicated place for daily entries');
    expect(html).toContain('href="/journal"');
    // The template itself stays usable.
    expect(html).toContain('href="/signup?template=daily-journal"');
  });

  test('a visitor who follows it is asked to sign in, and comes back to the journal', async ({
    page,
  }) => {
    await visit(page, '/templates');
    const card = journalCard(page);
    await expect(card).toContainText('dedicated place for daily entries');
    await card.getByRole('link', { name: 'Open the journal' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fjournal$/);
  });

  test('a signed-in user who follows it lands on the journal', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/templates');
    await journalCard(page).getByRole('link', { name: 'Open the journal' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(journalCard(page)).toHaveCount(0);
  });
});
