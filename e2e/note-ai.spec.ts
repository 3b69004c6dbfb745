import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';

/*
 * AI inside a note against the stand-in model (server/test/standInRules/
 * noteActions.ts): its fix-grammar answer corrects "teh" and "recieve", its
 * title answer is the first words of the note.
 */

const aiPanel = (page: Page) => page.getByRole('dialog', { name: /^AI/ });

async function openNote(page: Page, baseURL: string, input: { title?: string; markdown: string }) {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL);
  const note = await createNoteViaApi(page, baseURL, input);
  await visit(page, `/note/${note.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  return note;
}

/** Selects the whole first line of the paragraph holding `text`, with the keyboard. */
async function selectLine(page: Page, text: string) {
  await noteBody(page).getByText(text).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
}

test.describe('AI inside a note', () => {
  test('fixes a selection, accepted as one step that one undo takes back; Discard changes nothing', async ({
    page,
    baseURL,
  }) => {
    const note = await openNote(page, baseURL ?? '', {
      title: 'Parcel',
      markdown: 'i will recieve teh parcel tomorrow.\n\nThe second paragraph stays.',
    });
    const body = noteBody(page);

    await selectLine(page, 'recieve teh parcel');
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    const panel = aiPanel(page);
    await expect(panel).toContainText('Works on the selected text');
    await expectAccessible(page);
    await panel.getByRole('button', { name: /Fix spelling and grammar/ }).click();

    const answer = panel.getByRole('region', { name: 'AI answer' });
    await expect(answer).toContainText('I will receive the parcel tomorrow.');
    await expect(panel.getByRole('status')).toHaveText('Answer ready.');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Accept' }).click();
    await expect(panel).toBeHidden();
    await expect(body).toContainText('I will receive the parcel tomorrow.');
    await expect(body).toContainText('The second paragraph stays.');

    // One undo takes the whole answer out and brings the original back.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(body).toContainText('i will recieve teh parcel tomorrow.');
    await expect(body).not.toContainText('receive');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).markdown)
      .toBe('i will recieve teh parcel tomorrow.\n\nThe second paragraph stays.');
    await page.reload();
    await expect(body).toContainText('i will recieve teh parcel tomorrow.');

    // Discard: the answer is shown, the note stays as it was.
    await selectLine(page, 'recieve teh parcel');
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await aiPanel(page)
      .getByRole('button', { name: /Improve writing/ })
      .click();
    await expect(aiPanel(page).getByRole('status')).toHaveText('Answer ready.');
    await aiPanel(page).getByRole('button', { name: 'Discard' }).click();
    await expect(aiPanel(page)).toBeHidden();
    await expect(body).toContainText('i will recieve teh parcel tomorrow.');
    expect((await readNoteViaApi(page, note.id)).markdown).toBe(
      'i will recieve teh parcel tomorrow.\n\nThe second paragraph stays.',
    );
  });

  test('/ai summarises into the note where it was typed; the palette suggests a title', async ({
    page,
    baseURL,
  }) => {
    const note = await openNote(page, baseURL ?? '', {
      markdown: 'Volcanoes form where magma rises\n\n- Lava cools into rock\n- Ash travels far',
    });
    const body = noteBody(page);
    await body.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('/ai');
    const menu = page.getByRole('listbox', { name: 'Insert a block' });
    await expect(menu.getByRole('option').first()).toContainText('AI');
    await page.keyboard.press('Enter');
    await aiPanel(page)
      .getByRole('button', { name: /Summarise/ })
      .click();
    await expect(aiPanel(page).getByRole('region', { name: 'AI answer' })).toContainText(
      'In short: Volcanoes form where magma rises.',
    );
    await aiPanel(page).getByRole('button', { name: 'Accept' }).click();
    await expect(body.getByText('In short: Volcanoes form where magma rises.')).toBeVisible();
    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).markdown)
      .toContain('In short: Volcanoes form where magma rises.');

    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox').fill('suggest a title');
    await page.getByRole('option', { name: /AI: Suggest a title/ }).click();
    const title = aiPanel(page).getByLabel('Suggested title');
    await expect(title).toHaveValue('Volcanoes form where magma rises');
    await aiPanel(page).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'Volcanoes form where magma rises',
    );
    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).title)
      .toBe('Volcanoes form where magma rises');
  });

  test('related notes list a note that shares its words; search by meaning finds it', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const other = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Sourdough starter',
      markdown: 'Feed the sourdough starter with flour and water every morning.',
    });
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Baking plan',
      markdown: 'Bake sourdough bread on Saturday: the starter needs flour and water.',
    });
    await visit(page, `/note/${note.id}`);
    const related = page.getByRole('group').filter({ hasText: 'Related notes' });
    await related.scrollIntoViewIfNeeded();
    const list = page.getByRole('list', { name: 'Related notes' });
    await expect(list.getByRole('link', { name: /Sourdough starter/ })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page);
    await list.getByRole('link', { name: /Sourdough starter/ }).click();
    await expect(page).toHaveURL(new RegExp(`/note/${other.id}$`));

    await visit(page, '/dashboard');
    await page
      .getByRole('group', { name: 'Search by' })
      .getByRole('button', { name: 'Meaning' })
      .click();
    await page.getByLabel('Search notes').fill('sourdough');
    await expect(
      page
        .getByRole('list', { name: 'Search results' })
        .getByRole('link', { name: /Sourdough starter/ }),
    ).toBeVisible();
    // The choice is remembered on this device.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Search by' }).getByRole('button', { name: 'Meaning' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('AI inside a note on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the preview fits a 390 px screen', async ({ page, baseURL }) => {
    await openNote(page, baseURL ?? '', {
      title: 'Long lines',
      markdown: [
        'A deliberately long paragraph about nothing in particular that goes on and on.',
        '',
        '| Column one | Column two | Column three | Column four | Column five |',
        '| --- | --- | --- | --- | --- |',
        '| averyveryverylongwordwithoutbreaks | b | c | d | e |',
      ].join('\n'),
    });
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox').fill('make a checklist');
    await page.getByRole('option', { name: /AI: Make a checklist/ }).click();
    await expect(aiPanel(page).getByRole('status')).toHaveText('Answer ready.');
    const widths = await page.evaluate(() => ({
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
    }));
    expect(widths).toEqual({ innerWidth: 390, scrollWidth: 390 });
    const box = await aiPanel(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
