import { signUpViaApi } from './support/accounts';
import { expect, test, visit } from './support/fixtures';
import { createNoteViaApi, noteBody, readNoteViaApi } from './support/notes';

test('a change the server refuses is named, not retried forever, and the saved version can be opened', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signUpViaApi(page.request, baseURL ?? '');
  const note = await createNoteViaApi(page, baseURL ?? '', {
    title: 'Field notes',
    markdown: 'Kept words.',
  });

  // The real server behind the socket; on cue it answers the next message as the
  // server answers an update it cannot store (server/collab/updateGuard.ts).
  let refuseNext = false;
  let connections = 0;
  await page.routeWebSocket(/\/collab$/, (socket) => {
    connections++;
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (!refuseNext) return server.send(message);
      refuseNext = false;
      void socket.close({ code: 4422, reason: 'Unknown element “futureWidget”' });
    });
  });

  await visit(page, `/note/${note.id}`);
  await expect(noteBody(page)).toContainText('Kept words.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  refuseNext = true;
  await noteBody(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Refused words.');

  const alert = page.getByRole('alert').filter({ hasText: 'could not be saved' });
  await expect(alert).toContainText(
    'Your latest change could not be saved: Unknown element “futureWidget”.',
  );
  // No reconnect loop sending the same change again.
  await page.waitForTimeout(2500);
  expect(connections).toBe(1);

  await alert.getByRole('button', { name: 'Open the saved version' }).click();
  await expect(alert).toBeHidden();
  await expect(noteBody(page)).toContainText('Kept words.');
  await expect(noteBody(page)).not.toContainText('Refused words.');
  await noteBody(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Accepted words.');
  await expect
    .poll(async () => (await readNoteViaApi(page, note.id)).markdown, { timeout: 10_000 })
    .toContain('Accepted words.');
  expect((await readNoteViaApi(page, note.id)).markdown).not.toContain('Refused words.');
});
