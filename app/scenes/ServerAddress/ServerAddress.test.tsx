import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { pretendBrowser, pretendNativeApp, jsonAnswer } from '@app/native/nativeTestSupport';
import { currentServerAddress, resetServerConnectionForTests } from '@app/native/serverConnection';
import ServerAddress, { clientLoader } from './ServerAddress';

vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => false } }));
vi.mock('@capgo/capacitor-native-biometric', () => ({
  NativeBiometric: { isCredentialsSaved: () => Promise.resolve({ isSaved: false }) },
}));

const fetchMock = vi.fn<typeof fetch>();

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/app/server', element: <ServerAddress />, loader: clientLoader },
      { path: '/dashboard', element: <p>The dashboard</p> },
      { path: '/', element: <p>The website</p> },
    ],
    { initialEntries: ['/app/server?next=/dashboard'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetServerConnectionForTests();
  vi.unstubAllGlobals();
});

describe('the server-address screen', () => {
  it('is not there in a browser: it sends to the home page', async () => {
    pretendBrowser();
    renderScreen();
    expect(await screen.findByText('The website')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in the app, says what is wrong with an address and keeps one that answers', async () => {
    pretendNativeApp();
    const user = userEvent.setup();
    renderScreen();
    const field = await screen.findByLabelText('Server address');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.type(field, 'notes.example.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/Could not reach notes\.example\.com/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fetchMock
      .mockResolvedValueOnce(jsonAnswer({ status: 'ok', database: 'pglite', version: '1' }))
      // The session check after connecting: nobody signed in yet.
      .mockResolvedValue(jsonAnswer({ user: null }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toBe('https://notes.example.com/api/health');
    expect(currentServerAddress()).toBe('https://notes.example.com');
    expect(localStorage.getItem('inkling_server_address')).toBe('https://notes.example.com');
  });
});
