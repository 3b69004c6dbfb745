import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoodPicker } from './MoodPicker';

describe('MoodPicker', () => {
  it('offers five moods as a labelled radio group, named by their words', () => {
    render(<MoodPicker mood={4} onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Mood' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] ?? null);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const word of ['Awful', 'Bad', 'Okay', 'Good', 'Great'])
      expect(screen.getByRole('radio', { name: word })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Great' })).not.toBeChecked();
  });

  it('saves with one tap on a mood’s word or its radio', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<MoodPicker mood={null} onChange={onChange} />);
    await user.click(screen.getByText('Great'));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('radio', { name: 'Bad' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('takes no tap while disabled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<MoodPicker mood={null} onChange={onChange} disabled />);
    await user.click(screen.getByText('Okay'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
