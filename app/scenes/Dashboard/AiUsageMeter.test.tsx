import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiUsageProvider } from '@app/billing/AiUsageProvider';
import { AiUsageMeter } from './AiUsageMeter';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWith(usage: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(usage)))),
  );
  render(
    <MemoryRouter>
      <AiUsageProvider enabled>
        <AiUsageMeter />
      </AiUsageProvider>
    </MemoryRouter>,
  );
}

describe('AiUsageMeter', () => {
  it('shows a free user how many AI uses are left today', async () => {
    renderWith({ remaining: 2, limit: 3, canUse: true, isPremium: false });
    expect(await screen.findByText('2 of 3 AI uses left today')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'AI uses left today' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(screen.getByRole('link', { name: 'Open the assistant' })).toHaveAttribute(
      'href',
      '/assistant',
    );
    expect(screen.queryByRole('link', { name: 'Get unlimited AI uses' })).toBeNull();
    expect(screen.queryByText('In development')).toBeNull();
  });

  it('shows unlimited for trial and premium', async () => {
    renderWith({ remaining: 'unlimited', limit: 'unlimited', canUse: true, isPremium: true });
    expect(await screen.findByText('Unlimited AI uses on your plan')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText(/roadmap/)).toBeNull();
  });

  it('links to pricing once the free uses are spent', async () => {
    renderWith({ remaining: 0, limit: 3, canUse: false, isPremium: false });
    expect(await screen.findByText('0 of 3 AI uses left today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get unlimited AI uses' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});
