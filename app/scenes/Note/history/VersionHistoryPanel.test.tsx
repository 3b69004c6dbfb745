import type { VersionSummary } from '@common/schemas/versions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastOutlet } from '@app/components/toast/ToastOutlet';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { VersionHistoryPanel } from './VersionHistoryPanel';

const NOTE = '11111111-1111-4111-8111-111111111111';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let versions: VersionSummary[];
let requests: { method: string; url: string }[];
let current = { title: 'Plan', markdown: 'We meet on Friday at noon.' };

beforeEach(() => {
  versions = [];
  requests = [];
  current = { title: 'Plan', markdown: 'We meet on Friday at noon.' };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ method, url });
      const json = (value: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(value), { status }));
      if (method === 'GET' && url.endsWith('/versions')) return json({ versions });
      if (method === 'GET') return json({ title: 'Plan', markdown: 'We meet on Monday at noon.' });
      if (url.endsWith('/restore')) {
        const before: VersionSummary = {
          id: 'r',
          createdAt: new Date().toISOString(),
          source: 'restore',
          wordCount: 6,
        };
        versions = [before, ...versions];
        return json({ note: {} });
      }
      const saved: VersionSummary = {
        id: `m${versions.length}`,
        createdAt: new Date().toISOString(),
        source: 'manual',
        wordCount: 6,
      };
      versions = [saved, ...versions];
      return json({ version: saved }, 201);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="history-button" type="button" onClick={() => setOpen(true)}>
        History
      </button>
      <VersionHistoryPanel
        noteId={NOTE}
        open={open}
        onOpenChange={setOpen}
        currentText={() => current}
        fallbackFocusId="history-button"
      />
    </>
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Harness />
        <ToastOutlet />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const opener = screen.getByRole('button', { name: 'History' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('VersionHistoryPanel', () => {
  it('says how versions come when there are none, and saves one on demand', async () => {
    renderPanel();
    expect(
      await screen.findByText(
        'No versions yet. Inkling saves one after each pause in editing, at most every 10 minutes.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('Version saved')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(within(list).getByText(/Saved by you · 6 words/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(true);
  });

  it('lists each version with when, why and how long, in words', async () => {
    versions = [
      { id: 'a', createdAt: minutesAgo(5), source: 'auto', wordCount: 1 },
      { id: 'b', createdAt: minutesAgo(90), source: 'ai', wordCount: 1200 },
      { id: 'c', createdAt: minutesAgo(200), source: 'restore', wordCount: 3 },
      { id: 'd', createdAt: minutesAgo(300), source: 'import', wordCount: 3 },
    ];
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const items = within(list).getAllByRole('button');
    expect(items[0]?.textContent).toMatch(/5 minutes ago.*Saved automatically · 1 word$/);
    expect(items[1]?.textContent).toMatch(/Before an AI rewrite · 1,200 words/);
    expect(items[2]?.textContent).toMatch(/Before restoring/);
    expect(items[3]?.textContent).toMatch(/Before an import/);
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(versions[0]?.createdAt);
  });

  it('shows a version against the text now, marked for screen readers, and restores it', async () => {
    versions = [{ id: 'a', createdAt: minutesAgo(30), source: 'manual', wordCount: 6 }];
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /30 minutes ago/ }));
    const changes = await screen.findByRole('region', { name: 'Changes in the text' });
    expect(changes.querySelector('del')?.textContent).toBe('[removed: Monday]');
    expect(changes.querySelector('ins')?.textContent).toBe('[added: Friday]');
    expect(document.activeElement?.textContent).toMatch(/Version from 30 minutes ago/);

    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeTruthy();
    expect(screen.getByText('Your previous text is saved as a version.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    await waitFor(() => expect(within(list).getByText(/Before restoring/)).toBeTruthy());
    expect(requests.some((request) => request.url.endsWith('/versions/a/restore'))).toBe(true);
  });

  it('gives focus back to the button that opened it', async () => {
    const opener = renderPanel();
    await screen.findByRole('dialog', { name: 'Version history' });
    fireEvent.click(screen.getByRole('button', { name: 'Close version history' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
