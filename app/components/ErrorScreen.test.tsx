import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('says something went wrong and keeps the details folded until asked', async () => {
    render(
      <ErrorScreen error={new Error('Cannot read properties of undefined')} onTryAgain={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    const details = screen.getByText('Error details').closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Error details'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText(/Cannot read properties of undefined/)).toBeVisible();
  });

  it('calls Try Again and Refresh Page handlers', async () => {
    const onTryAgain = vi.fn();
    const onRefresh = vi.fn();
    render(<ErrorScreen error="boom" onTryAgain={onTryAgain} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('describes route errors by status', () => {
    render(
      <ErrorScreen
        error={{ status: 503, statusText: 'Service Unavailable' }}
        onTryAgain={vi.fn()}
      />,
    );
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
