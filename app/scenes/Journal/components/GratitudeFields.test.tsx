import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GratitudeFields, gratitudeToSave } from './GratitudeFields';

afterEach(() => {
  vi.useRealTimers();
});

describe('gratitudeToSave', () => {
  it('trims lines and drops blanks at the end, keeping a blank line’s place in the middle', () => {
    expect(gratitudeToSave([' tea ', '', 'rain'])).toEqual(['tea', '', 'rain']);
    expect(gratitudeToSave(['tea', ' ', ''])).toEqual(['tea']);
    expect(gratitudeToSave(['', '', ''])).toEqual([]);
  });
});

describe('GratitudeFields', () => {
  it('has three labelled lines and saves on leaving a field, once per change', () => {
    const onSave = vi.fn();
    render(<GratitudeFields saved={['tea']} onSave={onSave} />);
    expect(screen.getByLabelText('Grateful for, line 1')).toHaveValue('tea');
    const second = screen.getByLabelText('Grateful for, line 2');
    fireEvent.change(second, { target: { value: 'a walk' } });
    fireEvent.blur(second);
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['tea', 'a walk']);
    fireEvent.blur(second);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves after a pause in typing', () => {
    vi.useFakeTimers();
    const onSave = vi.fn();
    render(<GratitudeFields saved={[]} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Grateful for, line 3'), {
      target: { value: 'friends' },
    });
    expect(onSave).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['', '', 'friends']);
  });
});
