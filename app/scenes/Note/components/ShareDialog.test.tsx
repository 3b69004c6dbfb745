import type { Share } from '@common/schemas/shares';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastOutlet } from '@app/components/toast/ToastOutlet';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { ShareDialog } from './ShareDialog';

const share = (overrides: Partial<Share> = {}): Share => ({
  id: 'A'.repeat(32),
  url: `http://localhost/share/${'A'.repeat(32)}`,
  expiresAt: null,
  hasPassword: false,
  views: 0,
  createdAt: new Date().toISOString(),
  ...overrides,
});

let shares: Share[];
let requests: { method: string; url: string; body?: unknown }[];

beforeEach(() => {
  shares = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      const json = (value: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(value), { status }));
      if (method === 'GET') return json({ shares });
      if (method === 'POST') {
        const input = body as { expiresAt: string | null; password?: string };
        const created = share({
          id: 'B'.repeat(32),
          url: `http://localhost/share/${'B'.repeat(32)}`,
          expiresAt: input.expiresAt,
          hasPassword: Boolean(input.password),
        });
        shares = [created, ...shares];
        return json({ share: created }, 201);
      }
      shares = shares.filter((item) => !url.endsWith(item.id));
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ToastProvider>
        <ShareDialog noteId="note-1" open onOpenChange={() => {}} />
        <ToastOutlet />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('ShareDialog', () => {
  it('creates a link with an expiry and a password, and lists it with its details', async () => {
    shares = [share({ views: 3, expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString() })];
    renderDialog();
    expect(await screen.findByText('3 views')).toBeInTheDocument();
    expect(screen.getByText('Expires in 2 days')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Link expires'), { target: { value: '7d' } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), {
      target: { value: 'open sesame' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/notes/note-1/shares');
    const sent = post?.body as { expiresAt: string; password: string };
    expect(sent.password).toBe('open sesame');
    expect(new Date(sent.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const created = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(created).getByText('Password')).toBeInTheDocument();
    expect(within(created).getByText('No views yet')).toBeInTheDocument();
  });

  it('asks for a day when "On a date" is chosen, and for 4 characters of password', async () => {
    renderDialog();
    expect(await screen.findByText('No links yet: this note is private.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Link expires'), { target: { value: 'date' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Choose a day from today on.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Link expires'), { target: { value: 'never' } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText('A link password needs at least 4 characters.'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('copies a link in one click and revokes one after confirming', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    shares = [share()];
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shares[0]?.url));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Revoke the link/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('No links yet: this note is private.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
