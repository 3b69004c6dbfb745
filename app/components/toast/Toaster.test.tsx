import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastOutlet } from './ToastOutlet';
import { ToastProvider, useToast } from './ToastProvider';

function ToastButton() {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast({ title: 'Error', description: 'Invalid login credentials', variant: 'destructive' })
      }
    >
      Fail
    </button>
  );
}

describe('the toast outlet', () => {
  it('loads the toast UI on the first toast and shows its title and description', async () => {
    render(
      <ToastProvider>
        <ToastButton />
        <ToastOutlet />
      </ToastProvider>,
    );
    expect(screen.queryByText('Invalid login credentials')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
