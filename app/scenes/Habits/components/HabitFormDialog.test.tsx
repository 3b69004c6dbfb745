import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { testHabit } from '@app/habits/testHabit';
import { HabitFormDialog } from './HabitFormDialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(onOpenChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <HabitFormDialog open onOpenChange={onOpenChange} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Create habit' }));

describe('HabitFormDialog', () => {
  it('shows the name’s error on the name field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await create();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('A habit needs a name');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for at least one weekday, and for 1 to 7 times a week', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Swim');
    await userEvent.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await userEvent.click(screen.getByRole('button', { name: day, pressed: true }));
    await create();
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAccessibleDescription(
      'Pick at least one weekday',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'A number of times a week' }));
    const times = screen.getByRole('spinbutton', { name: 'Times a week' });
    await userEvent.clear(times);
    await userEvent.type(times, '9');
    await create();
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAccessibleDescription(
      'times is 1 to 7',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('says what is wrong with an empty limit', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Coffee');
    await userEvent.click(screen.getByRole('checkbox', { name: /A habit to cut down/ }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'At most' }));
    await create();
    expect(screen.getByRole('spinbutton', { name: 'At most' })).toHaveAccessibleDescription(
      'Enter a whole number of times a day',
    );
  });

  it('creates a habit with the chosen schedule, limit and reminder, then closes', async () => {
    const created = testHabit({ name: 'Coffee', schedule: { type: 'weekdays', days: [2, 4] } });
    const fetch = vi.fn(() => Promise.resolve(Response.json({ habit: created }, { status: 201 })));
    vi.stubGlobal('fetch', fetch);
    const { onOpenChange } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Coffee ');
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await userEvent.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    for (const day of ['Monday', 'Wednesday', 'Friday', 'Tuesday', 'Thursday'])
      await userEvent.click(screen.getByRole('button', { name: day }));
    await userEvent.click(screen.getByRole('checkbox', { name: /A habit to cut down/ }));
    const atMost = screen.getByRole('spinbutton', { name: 'At most' });
    await userEvent.clear(atMost);
    await userEvent.type(atMost, '2');
    await userEvent.click(screen.getByRole('checkbox', { name: /Remind me/ }));
    await create();

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetch).toHaveBeenCalledWith('/api/habits', expect.objectContaining({ method: 'POST' }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Coffee',
      color: 'green',
      schedule: { type: 'weekdays', days: [2, 4] },
      limit: { atMost: 2 },
      reminderTime: '20:00',
    });
  });
});
