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

/**
 * Reads a note back through the API (the projection the server stored). A note the server does
 * not have yet (a new note opens before its creation has reached the server) reads as blank, so a
 * poll waits for it rather than failing on its first 404.
 */
export async function readNoteViaApi(page: Page, id: string) {
  const response = await page.request.get(`/api/notes/${id}`);
  if (response.status() === 404)
    return { title: '', markdown: '', pinned: false, tags: [], updatedAt: '' };
  return (
    (await response.json()) as {
      note: {
        title: string;
        markdown: string;
        pinned: boolean;
        tags: { name: string }[];
        updatedAt: string;
      };
    }
  ).note;
}

/** The editor's text area. */
export const noteBody = (page: Page) => page.getByRole('textbox', { name: 'Note body' });

/** A 4×4 red PNG, small enough to inline, real enough for the server's type check. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fPwQMAAAAAElFTkSuQmCC',
  'base64',
);
