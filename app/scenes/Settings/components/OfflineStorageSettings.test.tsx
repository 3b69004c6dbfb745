import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '@app/serviceWorker/installPrompt';
import { OfflineStorageSettings } from './OfflineStorageSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubStorage(persisted: boolean, persistAnswer = persisted) {
  const persist = vi.fn(() => Promise.resolve(persistAnswer));
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: {
      persisted: () => Promise.resolve(persisted),
      persist,
      estimate: () => Promise.resolve({ usage: 5 * 1024 * 1024, quota: 1024 ** 3 }),
    },
  });
  return persist;
}

describe('OfflineStorageSettings', () => {
  it('says the data is kept when the browser granted persistent storage', async () => {
    stubStorage(true);
    render(<OfflineStorageSettings />);
    expect(await screen.findByText(/Yes — the browser will not clear it\./)).toBeInTheDocument();
    expect(screen.getByText(/offline data here: 5 MB of 1 GB available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the browser to keep it' })).toBeNull();
  });

  it('says it may be cleared otherwise, and asks again on request', async () => {
    const persist = stubStorage(false);
    render(<OfflineStorageSettings />);
    expect(
      await screen.findByText(/No — the browser may clear it when space runs low\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask the browser to keep it' }));
    expect(persist).toHaveBeenCalledOnce();
  });

  it('offers Install Inkling once the browser fires beforeinstallprompt, else says how', async () => {
    stubStorage(true);
    const stop = listenForInstallPrompt(window);
    render(<OfflineStorageSettings />);
    expect(await screen.findByText(/No — Inkling is open in a browser tab\./)).toBeInTheDocument();
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install Inkling' }));
    expect(prompt).toHaveBeenCalledOnce();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByText(/Yes — Inkling opens in its own window\./)).toBeInTheDocument();
    stop();
  });
});
