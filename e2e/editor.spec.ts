import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test, visit } from './support/fixtures';
import { countChangesSent, followNoteConnections } from './support/collabFrames';
import { holdRequests } from './support/heldRequests';
import { createNoteViaApi, noteBody, readNoteViaApi, tinyPng } from './support/notes';

test.describe('the note editor', () => {
  test('a new note keeps a heading, a checklist and bold text across a reload', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    // Every account starts with the welcome note.
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Welcome to Inkling');
    await page.getByRole('button', { name: 'New note', exact: true }).first().click();
    await expect(page).toHaveURL(/\/note\/[\w-]+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByLabel('Title').fill('Field trip');
    await page.keyboard.press('Enter');
    const body = noteBody(page);
    await expect(body).toBeFocused();
    await page.keyboard.type('# Packing list');
    await page.keyboard.press('Enter');
    await page.keyboard.type('[ ] pack the camera');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bring ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('warm socks');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.reload();
    await expect(body.getByRole('heading', { name: 'Packing list', level: 1 })).toBeVisible();
    await expect(body.getByRole('checkbox')).not.toBeChecked();
    await expect(body.getByText('pack the camera', { exact: true })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('warm socks');
    await expect(page.getByLabel('Title')).toHaveValue('Field trip');

    // The server's projection caught up too: the dashboard and search read it.
    const id = page.url().split('/').at(-1) ?? '';
    await expect
      .poll(async () => (await readNoteViaApi(page, id)).markdown)
      .toContain('- [ ] pack the camera');
    expect((await readNoteViaApi(page, id)).markdown).toContain('**warm socks**');
  });

  test('the slash menu inserts blocks and an uploaded image shows in the note', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Photos' });
    await visit(page, `/note/${note.id}`);
    await noteBody(page).click();
    await page.keyboard.type('/tab');
    const menu = page.getByRole('listbox', { name: 'Insert a block' });
    await expect(menu.getByRole('option')).toHaveText([/Table/]);
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(noteBody(page).locator('table')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowDown');
    // Waiting for the picker before typing (Playwright turns on catching it asynchronously).
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.type('/image');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: tinyPng });
    const image = noteBody(page).getByRole('img', { name: 'dot' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(4);
  });

  test('tags a note and filters the dashboard by the tag', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Lab report' });
    await createNoteViaApi(page, baseURL ?? '', { title: 'Shopping' });
    await visit(page, `/note/${note.id}`);
    await page.getByLabel('Add a tag').fill('Chemistry');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Tags of this note' })).toContainText('Chemistry');

    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await page.getByLabel('Filter by tag').selectOption('Chemistry');
    await expect(page).toHaveURL(/\/dashboard\?tag=Chemistry$/);
    const list = page.getByRole('list', { name: 'All notes' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list).toContainText('Lab report');
  });

  test('two tags added before the first is saved are both kept, shown at once', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Field trip' });
    await visit(page, `/note/${note.id}`);
    // The first tag's save is held on its way, as on a slow connection, until the second is added.
    const saves = await holdRequests(page, `**/api/notes/${note.id}`, 'PATCH');
    const tags = page.getByRole('list', { name: 'Tags of this note' });
    await page.getByLabel('Add a tag').fill('Geology');
    await page.keyboard.press('Enter');
    await expect(tags).toContainText('Geology');
    await page.getByLabel('Add a tag').fill('Rivers');
    await page.keyboard.press('Enter');
    await expect(tags.getByRole('listitem')).toHaveText([/Geology/, /Rivers/]);
    saves.release();

    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).tags.map((each) => each.name).sort())
      .toEqual(['Geology', 'Rivers']);
    await expect(tags.getByRole('listitem')).toHaveText([/Geology/, /Rivers/]);
    await page.reload();
    await expect(tags.getByRole('listitem')).toHaveText([/Geology/, /Rivers/]);
  });

  test('a tag added just before the page is reloaded reaches the server', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Field trip' });
    await visit(page, `/note/${note.id}`);
    // The tag's save is held on its way until the reload has begun: a page going away drops a
    // plain request with it, and the tag the screen showed would be lost.
    const saves = await holdRequests(page, `**/api/notes/${note.id}`, 'PATCH');
    await page.getByLabel('Add a tag').fill('Geology');
    await page.keyboard.press('Enter');
    await expect.poll(saves.arrived).toBe(true);
    const reloading = page.reload();
    await page.waitForEvent('framenavigated');
    saves.release();
    await reloading;

    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).tags.map((each) => each.name))
      .toEqual(['Geology']);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Tags of this note' })).toContainText('Geology');
  });

  test('opening a note that ends with a list changes nothing: no edit sent, no version, same date', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Packing',
      markdown: 'For the weekend:\n\n- tent\n- stove',
    });
    const stored = await readNoteViaApi(page, note.id);
    const changesSent = countChangesSent(page);
    await visit(page, `/note/${note.id}`);
    await expect(noteBody(page).getByRole('listitem')).toHaveText(['tent', 'stove']);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect(changesSent()).toBe(0);
    // Leaving closes the note's connection, which is when the server stores what it was sent.
    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await expect(page.getByRole('list', { name: 'All notes' })).toContainText('Packing');
    expect(changesSent()).toBe(0);
    const versions = await page.request.get(`/api/notes/${note.id}/versions`);
    expect(((await versions.json()) as { versions: unknown[] }).versions).toEqual([]);
    expect((await readNoteViaApi(page, note.id)).updatedAt).toBe(stored.updatedAt);

    // Typing at the end of the list still leaves a line to click into below it.
    await visit(page, `/note/${note.id}`);
    await noteBody(page).getByText('stove').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and fuel');
    await expect(noteBody(page).locator('> :last-child')).toHaveJSProperty('tagName', 'P');
    await expect.poll(() => changesSent()).toBeGreaterThan(0);
  });

  test('a note whose connection drops and comes back reads “Connecting…”, then “Saved”, never “Saving…” with nothing typed', async ({
    page,
    baseURL,
  }) => {
    // Every state the save indicator passes through, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { saveStatesSeen: seen });
      new MutationObserver(() => {
        const state = document
          .querySelector('p[role="status"][data-state]')
          ?.getAttribute('data-state');
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    const seen = () =>
      page.evaluate(() => (window as unknown as { saveStatesSeen: string[] }).saveStatesSeen);
    // The real server behind the note's socket, which the test can drop.
    const connections = await followNoteConnections(page);
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Reading list',
      markdown: 'Middlemarch, then Bleak House.',
    });
    await visit(page, `/note/${note.id}`);
    const saved = page.getByRole('status').filter({ hasText: 'Saved' });
    await expect(saved).toBeVisible();
    const beforeTheDrop = (await seen()).length;

    // A server restarted, a network that blinked: the socket closes and the editor reconnects.
    await connections[0]?.socket.close({ code: 1012, reason: 'Service restart' });
    await expect.poll(() => connections[1]?.acknowledgements ?? 0).toBeGreaterThan(0);
    await expect.poll(async () => (await seen()).at(-1)).toBe('saved');
    const afterTheDrop = (await seen()).slice(beforeTheDrop);
    expect(afterTheDrop).toContain('connecting');
    expect(afterTheDrop).not.toContain('saving');
  });

  test('Ctrl+K finds a note by a word in its body and opens it', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await createNoteViaApi(page, baseURL ?? '', {
      title: 'Trip ideas',
      markdown: 'Kayak the fjords near Bergen in June.',
    });
    await visit(page, '/dashboard');
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search notes and commands' });
    await palette.getByRole('combobox').fill('fjords');
    const result = palette.getByRole('option', { name: /Trip ideas/ });
    await expect(result).toBeVisible();
    await expect(result.locator('mark')).toHaveText('fjords');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Title')).toHaveValue('Trip ideas');
  });

  test('starts a note from a template', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'New from template' }).click();
    const picker = page.getByRole('dialog', { name: 'New note from a template' });
    await expectAccessible(page);
    await picker.getByRole('button', { name: 'Study', exact: true }).click();
    await picker.getByRole('button', { name: /Lecture notes/ }).click();
    await picker.getByRole('button', { name: 'Use this template' }).click();
    await expect(page).toHaveURL(/\/note\//);
    await expect(page.getByLabel('Title')).toHaveValue('Lecture notes');
    await expect(noteBody(page).getByRole('heading').first()).toBeVisible();
  });

  test('focus mode hides the chrome and leaves with Esc or its button', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', {
      title: 'Essay',
      markdown: 'One two three four five.',
    });
    await visit(page, `/note/${note.id}`);
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header).toBeVisible();

    await page.getByRole('button', { name: 'Focus' }).click();
    await expect(header).toBeHidden();
    const bar = page.getByRole('region', { name: 'Focus mode' });
    await expect(bar).toContainText('5 words');
    await expect(bar).toContainText(/0:0\d/);
    await page.keyboard.press('Escape');
    await expect(header).toBeVisible();

    // From inside the text, while typing: the shortcut, then Esc.
    await noteBody(page).click();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(header).toBeHidden();
    await page.keyboard.type(' Six.');
    await page.keyboard.press('Escape');
    await expect(header).toBeVisible();

    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(header).toBeHidden();
    await bar.getByRole('button', { name: 'Exit focus mode' }).click();
    await expect(header).toBeVisible();
  });

  test('two tabs on the same note see each other’s typing', async ({ page, baseURL }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'Shared' });
    const other = await page.context().newPage();
    await visit(page, `/note/${note.id}`);
    await visit(other, `/note/${note.id}`);
    await noteBody(page).click();
    await page.keyboard.type('from the first tab');
    await expect(noteBody(other)).toContainText('from the first tab');
    await noteBody(other).click();
    await other.keyboard.press('ControlOrMeta+End');
    await other.keyboard.type(' and the second');
    await expect(noteBody(page)).toContainText('from the first tab and the second');
    await other.close();
  });

  test('words typed offline show as offline, survive the tab closing, and reach the server', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    const note = await createNoteViaApi(page, baseURL ?? '', { title: 'On the train' });
    const writer = await context.newPage();
    await visit(writer, `/note/${note.id}`);
    await expect(writer.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await context.setOffline(true);
    await noteBody(writer).click();
    await writer.keyboard.type('written in a tunnel');
    await expect(writer.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    const localCopies = (target: typeof page) =>
      target.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(await localCopies(writer)).toContainEqual(expect.stringContaining(note.id));
    await writer.close();

    await context.setOffline(false);
    await visit(page, `/note/${note.id}`);
    await expect(noteBody(page)).toContainText('written in a tunnel');
    await expect
      .poll(async () => (await readNoteViaApi(page, note.id)).markdown)
      .toContain('written in a tunnel');

    // Signing out leaves no copy of any note on this device.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => localCopies(page)).toEqual([]);
  });

  test('? lists the keyboard shortcuts, from the same commands as the palette', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signUpViaApi(page.request, baseURL ?? '');
    await visit(page, '/dashboard');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.getByRole('row', { name: /Search notes/ })).toContainText('Ctrl+K');
    await expectAccessible(page);
    await expect(dialog.getByRole('row', { name: /New note/ })).toContainText('Ctrl+Alt+N');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Alt+n');
    await expect(page).toHaveURL(/\/note\//);
  });
});
