import type { JournalSettingsResponse } from '@common/schemas/journal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { JournalSettings } from './JournalSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored: JournalSettingsResponse = {
  timeZone: 'Europe/Berlin',
  dayStartsAt: '04:00',
  restDaysPerWeek: 1,
  reminderTime: null,
  saved: true,
};

function renderWithServer() {
  const fetch = vi.fn((_path: string, init?: RequestInit) => {
    const patch = init?.method === 'PATCH' ? (JSON.parse(init.body as string) as object) : {};
    return Promise.resolve(new Response(JSON.stringify({ ...stored, ...patch })));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <JournalSettings />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

const patches = (fetch: ReturnType<typeof renderWithServer>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

describe('JournalSettings', () => {
  it('shows the saved settings, with this device’s time zone marked', async () => {
    renderWithServer();
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/Berlin');
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      screen.getByRole('option', { name: `${browserZone} (this device)` }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Day starts at')).toHaveValue('04:00');
    expect(screen.getByLabelText('Rest days per week')).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: 'Remind me to write each day' })).not.toBeChecked();
    expect(screen.queryByLabelText('Reminder time')).not.toBeInTheDocument();
  });

  it('turning the reminder on asks to notify, then saves every field', async () => {
    const requestPermission = vi.fn(() => Promise.resolve('granted'));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const fetch = renderWithServer();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Rest days per week'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Remind me to write each day' }));
    const time = screen.getByLabelText('Reminder time');
    await user.clear(time);
    await user.type(time, '21:30');
    await user.click(screen.getByRole('button', { name: 'Save journal settings' }));
    await waitFor(() =>
      expect(patches(fetch)).toEqual([
        {
          timeZone: 'Europe/Berlin',
          dayStartsAt: '04:00',
          restDaysPerWeek: 3,
          reminderTime: '21:30',
        },
      ]),
    );
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('says what is wrong with a field instead of saving', async () => {
    const fetch = renderWithServer();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Day starts at'));
    await user.click(screen.getByRole('button', { name: 'Save journal settings' }));
    expect(await screen.findByText(/Times are written HH:MM/)).toBeInTheDocument();
    expect(screen.getByLabelText('Day starts at')).toHaveAttribute('aria-invalid', 'true');
    expect(patches(fetch)).toEqual([]);
  });
});
