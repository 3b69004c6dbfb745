import { render, screen } from '@testing-library/react';
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
    <AiUsageProvider enabled>
      <AiUsageMeter />
    </AiUsageProvider>,
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
  });

  it('shows unlimited for trial and premium', async () => {
    renderWith({ remaining: 'unlimited', limit: 'unlimited', canUse: true, isPremium: true });
    expect(
      await screen.findByText('Unlimited AI uses on your plan once AI features arrive'),
    ).toBeInTheDocument();
    expect(screen.getByText('In development')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
