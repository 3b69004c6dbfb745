import type { Page } from '@playwright/test';

/** A note made through the API, as the page's signed-in user. */
export async function createNoteViaApi(
  page: Page,
  baseURL: string,
  input: { title?: string; markdown?: string; tags?: string[] } = {},
): Promise<{ id: string; title: string }> {
  const response = await page.request.post('/api/notes', {
    data: input,
    headers: { Origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`note creation failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { note: { id: string; title: string } }).note;
}

/** Reads a note back through the API (the projection the server stored). */
export async function readNoteViaApi(page: Page, id: string) {
  const response = await page.request.get(`/api/notes/${id}`);
  return ((await response.json()) as { note: { title: string; markdown: string } }).note;
}

/** The editor's text area. */
export const noteBody = (page: Page) => page.getByRole('textbox', { name: 'Note body' });

/** A 4×4 red PNG, small enough to inline, real enough for the server's type check. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fPwQMAAAAAElFTkSuQmCC',
  'base64',
);
