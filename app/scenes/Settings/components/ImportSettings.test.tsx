import type { ImportJob } from '@common/schemas/import';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportSettings } from './ImportSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const finishedJob: ImportJob = {
  id: '5f7e6a52-6c1e-4a57-9c53-3c3f3b0d2f11',
  fileName: 'vault.zip',
  status: 'done',
  progress: { done: 2, total: 2 },
  error: null,
  createdAt: '2026-11-23T20:00:00.000Z',
  updatedAt: '2026-11-23T20:00:05.000Z',
  report: {
    format: 'zip',
    stoppedAt: null,
    omittedItems: 4,
    totals: {
      notes: { in: 2, out: 1, imported: 1, partial: 0, failed: 1, alreadyImported: 0, skipped: 1 },
      attachments: { in: 1, out: 1, missing: 0, failed: 0 },
      tags: { in: 2, out: 2 },
      links: { in: 3, out: 2, unresolved: 1 },
    },
    items: [
      {
        source: 'Home.md',
        kind: 'note',
        status: 'imported',
        reason: null,
        noteId: 'b1c4e0f2-8f7a-4a1b-9a61-0d3f0c7e2a10',
        title: 'Home',
        details: ['link to "Nowhere" left as text: no such note in the import'],
      },
      {
        source: '../evil.md',
        kind: 'note',
        status: 'failed',
        reason: 'refused: its path leaves the archive (..)',
        noteId: null,
        title: null,
        details: [],
      },
      {
        source: '.DS_Store',
        kind: 'file',
        status: 'skipped',
        reason: 'a hidden or system file',
        noteId: null,
        title: null,
        details: [],
      },
    ],
  },
};

function renderWith(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify(routes[url])))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ImportSettings />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ImportSettings', () => {
  it('offers a labelled file input that accepts the importable types', () => {
    renderWith({ '/api/import': { jobs: [] } });
    const input = screen.getByLabelText(/Choose a file to import/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.enex,.md,.markdown,.txt,.zip,.html,.htm');
  });

  it('shows the latest import’s report after a reload: totals, a link to each note, reasons', async () => {
    renderWith({
      '/api/import': { jobs: [{ ...finishedJob, report: { ...finishedJob.report, items: [] } }] },
      [`/api/import/${finishedJob.id}`]: finishedJob,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The import of vault.zip is finished.',
    );
    const totals = screen.getByTestId('import-totals');
    expect(totals).toHaveTextContent('2 notes found: 1 imported, 1 not imported; 1 file skipped');
    expect(totals).toHaveTextContent('3 links between notes, 2 linked, 1 left as text');
    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(within(notes).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/note/b1c4e0f2-8f7a-4a1b-9a61-0d3f0c7e2a10',
    );
    expect(notes).toHaveTextContent(
      'Not imported../evil.mdrefused: its path leaves the archive (..)',
    );
    expect(screen.getByText('Other files in the archive (1)')).toBeInTheDocument();
    expect(
      screen.getByText('… and 4 more items, counted in the totals above.'),
    ).toBeInTheDocument();
  });

  it('shows what an export’s journal.json and habits.json became', async () => {
    const report = finishedJob.report;
    if (!report) throw new Error('the finished job has a report');
    const withJournal = {
      ...finishedJob,
      report: {
        ...report,
        totals: {
          ...report.totals,
          journal: { in: 3, imported: 2, alreadyImported: 0, keptAsNotes: 1, failed: 0 },
          habits: { in: 2, imported: 1, alreadyImported: 1, failed: 0, checkins: 40 },
        },
      },
    };
    renderWith({
      '/api/import': { jobs: [withJournal] },
      [`/api/import/${finishedJob.id}`]: withJournal,
    });
    const lines = await screen.findByTestId('import-journal-habits');
    expect(lines).toHaveTextContent('3 journal days: 2 restored as entries, 1 kept as plain notes');
    expect(lines).toHaveTextContent('2 habits: 1 restored with 40 check-ins, 1 already here');
  });

  it('says nothing of journal or habits for a report without them', async () => {
    renderWith({
      '/api/import': { jobs: [finishedJob] },
      [`/api/import/${finishedJob.id}`]: finishedJob,
    });
    await screen.findByRole('status');
    expect(screen.queryByTestId('import-journal-habits')).not.toBeInTheDocument();
  });
});
