import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { calendarDayLabel, MonthCalendar, type CalendarEntry } from './MonthCalendar';

const entries: CalendarEntry[] = [
  { date: '2026-11-03', mood: 4, writtenLate: false },
  { date: '2026-11-10', mood: null, writtenLate: true },
];

function Harness({ onSelect = vi.fn() }: { onSelect?: (date: string) => void }) {
  const [month, setMonth] = useState('2026-11');
  return (
    <MonthCalendar
      month={month}
      entries={entries}
      today="2026-11-24"
      selected="2026-11-24"
      onMonthChange={setMonth}
      onSelect={onSelect}
    />
  );
}

const dayButton = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`No button for ${date}`);
  return button;
};

describe('calendarDayLabel', () => {
  it('names the day, whether it was written, and its mood', () => {
    const label = calendarDayLabel('2026-11-03', entries[0], '2026-11-24');
    expect(label).toMatch(/Tuesday/);
    expect(label).toMatch(/3/);
    expect(label).toMatch(/November/);
    expect(label).toMatch(/, written, mood Good$/);
    expect(calendarDayLabel('2026-11-10', entries[1], '2026-11-24')).toMatch(/, written later$/);
    expect(calendarDayLabel('2026-11-11', undefined, '2026-11-24')).toMatch(/, not written$/);
    expect(calendarDayLabel('2026-11-24', undefined, '2026-11-24')).toMatch(/, today$/);
  });
});

describe('MonthCalendar', () => {
  it('has weekday headings, Monday first, and one button per day of the month', () => {
    render(<Harness />);
    const headings = screen.getAllByRole('columnheader');
    expect(headings).toHaveLength(7);
    expect(headings[0]?.querySelector('abbr')).toHaveAttribute('title', 'Monday');
    expect(headings[6]?.querySelector('abbr')).toHaveAttribute('title', 'Sunday');
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(30);
    // 1 November 2026 is a Sunday: the first row holds six empty cells before it.
    expect(dayButton('2026-11-01').closest('tr')?.querySelectorAll('td:empty')).toHaveLength(6);
  });

  it('marks written days with their mood and disables days after today', () => {
    render(<Harness />);
    expect(dayButton('2026-11-03')).toHaveAccessibleName(/written, mood Good$/);
    expect(dayButton('2026-11-03')).toHaveAttribute('data-mood', '4');
    expect(dayButton('2026-11-03')).toHaveAttribute('data-written');
    expect(dayButton('2026-11-10')).toHaveAccessibleName(/written later$/);
    expect(dayButton('2026-11-04')).not.toHaveAttribute('data-written');
    expect(dayButton('2026-11-04')).not.toHaveAttribute('data-mood');
    expect(dayButton('2026-11-24')).toHaveAttribute('aria-current', 'date');
    expect(dayButton('2026-11-25')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('moves between days with the arrow keys and opens one with Enter', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    expect(dayButton('2026-11-24')).toHaveAttribute('tabindex', '0');
    dayButton('2026-11-24').focus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton('2026-11-17')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-16');
    // Past today nothing moves.
    dayButton('2026-11-24').focus();
    await user.keyboard('{ArrowRight}');
    expect(dayButton('2026-11-24')).toHaveFocus();
  });

  it('goes to the previous month with the button and with the keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    dayButton('2026-11-02').focus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton('2026-10-26')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(dayButton('2026-09-01')).toBeInTheDocument();
  });
});
