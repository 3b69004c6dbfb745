import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageSettings } from './StorageSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWith(response: Response) {
  const fetch = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StorageSettings />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('StorageSettings', () => {
  it('shows how much of the quota the images use, with a labelled meter', async () => {
    const fetch = renderWith(
      new Response(JSON.stringify({ usedBytes: 12_897_485, quotaBytes: 1024 ** 3 })),
    );
    expect(await screen.findByText('Storage: 12.3 MB of 1 GB used')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Storage: 12.3 MB of 1 GB used' });
    expect(meter).toHaveAttribute('aria-valuenow', '12897485');
    expect(meter).toHaveAttribute('aria-valuemax', String(1024 ** 3));
    expect(meter).toHaveAttribute('aria-valuetext', '1% used');
    expect(fetch).toHaveBeenCalledWith('/api/attachments/usage', expect.anything());
  });

  it('says so when the usage cannot be loaded, in the words for the error’s code', async () => {
    renderWith(
      new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Server down.' } }), {
        status: 500,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your storage use: Something went wrong on our side. Please try again.',
    );
  });
});
