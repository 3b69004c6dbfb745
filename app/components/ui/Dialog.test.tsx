import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, is labelled by its title and closes with Escape', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Empty trash</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Empty the trash?</DialogTitle>
          <DialogDescription>Notes in the trash will be deleted forever.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Empty trash' }));
    expect(screen.getByRole('dialog', { name: 'Empty the trash?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
