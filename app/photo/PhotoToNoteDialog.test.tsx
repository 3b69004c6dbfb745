import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiUsageProvider } from '@app/billing/AiUsageProvider';
import PhotoToNoteDialog from './PhotoToNoteDialog';
import { readOnDevice } from './offline/readOnDevice';

// The browser build of tesseract.js needs a real browser (e2e reads with it); here it answers on cue.
vi.mock('./offline/readOnDevice', () => ({
  readOnDevice: vi.fn(),
  keepForOffline: vi.fn(),
}));

interface ServerState {
  chat?: boolean;
  canUse?: boolean;
  languages?: { code: string; name: string }[];
  /** What POST /api/notes/from-photo answers. */
  upload?: { status: number; body: unknown };
  /** Whether POST /api/notes reaches the server. */
  online?: boolean;
}

const note = (id: string, title: string) => ({ id, title, tags: [], pinned: false });
const job = (status: string, noteIds: string[], error: string | null = null) => ({
  id: 'job-1',
  status,
  done: noteIds.length,
  total: 2,
  noteIds,
  error,
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
});

/** The server as the dialog sees it: fetch for reads, XMLHttpRequest for the upload. */
function standInServer(state: ServerState) {
  const sent: FormData[] = [];
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
  vi.stubGlobal(
    'fetch',
    // Our API calls pass a path.
    vi.fn((path: string, init?: RequestInit) => {
      if (path === '/api/notes' && init?.method === 'POST')
        return state.online === false
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(
              new Response(JSON.stringify({ note: note('n7', 'Read here') }), { status: 201 }),
            );
      if (path === '/api/ai/status')
        return json({
          chat: state.chat ?? true,
          embeddings: false,
          transcription: false,
          provider: null,
          localOnly: true,
          missing: [],
        });
      if (path === '/api/functions/check-ai-usage')
        return json({ remaining: 0, limit: 3, canUse: state.canUse ?? true, isPremium: false });
      if (path === '/api/ocr/languages')
        return json({
          languages: state.languages ?? [{ code: 'eng', name: 'English' }],
          default: 'eng',
        });
      if (path === '/api/ocr/jobs/job-1') return json({ job: job('done', ['n1', 'n2']) });
      const noteId = /^\/api\/notes\/(n\d)$/.exec(path)?.[1];
      if (noteId) return json({ note: note(noteId, `Page ${noteId.slice(1)}`) });
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
  class StandInRequest {
    status = 0;
    responseText = '';
    upload = { onprogress: null as ((event: { loaded: number; total: number }) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 10, total: 10 });
        this.status = state.upload?.status ?? 500;
        this.responseText = JSON.stringify(state.upload?.body ?? {});
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', StandInRequest);
  return sent;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <AiUsageProvider enabled>
            <PhotoToNoteDialog open onOpenChange={() => {}} />
          </AiUsageProvider>
        ),
      },
      { path: '/note/:id', element: <p>The note</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function choose(...files: File[]) {
  await userEvent.upload(screen.getByLabelText('Choose photos', { selector: 'input' }), files);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhotoToNoteDialog', () => {
  it('shows the chosen photos, and takes one out', async () => {
    standInServer({});
    renderDialog();
    expect(screen.getByRole('button', { name: 'Make the note' })).toBeDisabled();
    await choose(png('page-1.png'), png('page-2.png'));
    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove page-1.png' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(within(list).getByRole('img', { name: 'Photo 1: page-2.png' })).toBeInTheDocument();
    // One photo: nothing to choose between.
    expect(screen.queryByRole('radio', { name: 'A note per photo' })).toBeNull();
  });

  it('sends several photos as a note each, follows the job and links the notes made', async () => {
    const sent = standInServer({ upload: { status: 202, body: { job: job('queued', []) } } });
    renderDialog();
    await choose(png('page-1.png'), png('page-2.png'));
    expect(screen.getByRole('radio', { name: 'One note' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'A note per photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make 2 notes' }));

    const made = await screen.findByRole('list', { name: 'Notes made' });
    expect(screen.getByRole('status')).toHaveTextContent('2 notes made');
    expect(await within(made).findByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/note/n1',
    );
    expect(within(made).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/note/n2');
    expect(sent[0]?.get('mode')).toBe('each');
    expect(sent[0]?.getAll('file')).toHaveLength(2);
    expect(sent[0]?.get('tidy')).toBeNull();
  });

  it('opens the note a single photo became', async () => {
    const sent = standInServer({ upload: { status: 201, body: { note: note('n9', 'Recipe') } } });
    const router = renderDialog();
    await choose(png('recipe.png'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Tidy with AI/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/note/n9'));
    expect(sent[0]?.get('tidy')).toBe('true');
    expect(sent[0]?.get('mode')).toBeNull();
  });

  it('leaves Tidy with AI out where AI chat is not set up', async () => {
    standInServer({ chat: false });
    renderDialog();
    await choose(png('page.png'));
    const status = vi
      .mocked(fetch)
      .mock.results.find(
        (_, index) => vi.mocked(fetch).mock.calls[index]?.[0] === '/api/ai/status',
      );
    await status?.value;
    // The answer is in: one more turn for React to show what it says.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Make the note' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /Tidy with AI/ })).toBeNull();
  });

  it('turns Tidy with AI off, with the reason, once the day’s AI uses are spent', async () => {
    standInServer({ chat: true, canUse: false });
    renderDialog();
    const tidy = await screen.findByRole('checkbox', { name: /Tidy with AI/ });
    await waitFor(() => expect(tidy).toBeDisabled());
    expect(tidy).toHaveAccessibleDescription(/You have used today’s AI uses/);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('offers the languages the server reads, when there is more than English', async () => {
    const sent = standInServer({
      languages: [
        { code: 'eng', name: 'English' },
        { code: 'deu', name: 'German' },
      ],
      upload: { status: 201, body: { note: note('n3', 'Brief') } },
    });
    renderDialog();
    await choose(png('brief.png'));
    await userEvent.selectOptions(await screen.findByLabelText('Language of the text'), 'German');
    await userEvent.click(screen.getByRole('button', { name: 'Make the note' }));
    await waitFor(() => expect(sent[0]?.get('language')).toBe('deu'));
  });

  it('shows the server’s refusal as it is and keeps the photos to send again', async () => {
    const message = 'This file is a PDF, not a photo: send a JPEG or PNG.';
    standInServer({
      upload: { status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } } },
    });
    renderDialog();
    await choose(png('scan.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Make the note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('img', { name: 'Photo 1: scan.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make the note' })).toBeEnabled();
  });

  it('refuses an empty file before sending anything', async () => {
    const sent = standInServer({});
    renderDialog();
    await choose(new File([], 'empty.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('empty.png is empty.');
    expect(sent).toHaveLength(0);
  });

  it('offline, reads the photos on the device and keeps the text until the note can be made, then makes it', async () => {
    const server: ServerState = { online: false };
    standInServer(server);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(readOnDevice).mockResolvedValue([
      {
        text: 'Bus at nine',
        words: [
          { text: 'Bus', confidence: 95, box: { x: 0, y: 0, w: 1, h: 1 } },
          { text: 'at', confidence: 95, box: { x: 0, y: 0, w: 1, h: 1 } },
          { text: 'nine', confidence: 30, box: { x: 0, y: 0, w: 1, h: 1 } },
        ],
      },
    ]);
    const router = renderDialog();
    await choose(png('timetable.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Make the note' }));

    expect(await screen.findByLabelText('Text read on this device')).toHaveValue('Bus at nine');
    expect(screen.getByRole('alert')).toHaveTextContent('A note needs a connection to be made');
    expect(vi.mocked(readOnDevice).mock.calls[0]?.[1]).toBe('eng');

    // Still offline: the note waits, the text stays.
    await userEvent.click(screen.getByRole('button', { name: 'Make the note' }));
    expect(screen.getByLabelText('Text read on this device')).toBeInTheDocument();

    // Back online: the note is made without another click.
    server.online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/note/n7'));
    const created = vi
      .mocked(fetch)
      .mock.calls.filter(([path, init]) => path === '/api/notes' && init?.method === 'POST')
      .at(-1);
    // The note's id is made on the device, so a retry of the create never makes two.
    const body = JSON.parse(created?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toEqual({ id: body.id, title: 'Bus at nine', markdown: 'Bus at ==nine==' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
