import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testHabit } from '@app/habits/testHabit';
import { TodayCheckinButton } from './TodayCheckinButton';

describe('TodayCheckinButton', () => {
  it('is a toggle named by the habit: one tap checks today in', async () => {
    const onToggle = vi.fn();
    render(<TodayCheckinButton habit={testHabit()} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Done today: Read' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('shows today as done (pressed) and a second tap takes it back', async () => {
    const onToggle = vi.fn();
    render(<TodayCheckinButton habit={testHabit({ today: 'done' })} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Done today: Read', pressed: true });
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('is not pressed on a skipped day, and works from the keyboard', async () => {
    const onToggle = vi.fn();
    render(<TodayCheckinButton habit={testHabit({ today: 'skipped' })} onToggle={onToggle} />);
    expect(screen.getByRole('button', { pressed: false })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('cannot be tapped while disabled (a paused habit)', async () => {
    const onToggle = vi.fn();
    render(<TodayCheckinButton habit={testHabit({ paused: true })} disabled onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onToggle).not.toHaveBeenCalled();
  });
});
