import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deviceClockFor,
  JOURNAL_REMINDER_ID,
  syncJournalNotification,
} from './journalNotifications';
import { pluginError, pretendBrowser, pretendNativeApp } from './nativeTestSupport';
import {
  resetServerConnectionForTests,
  setServerAddress,
  setSessionToken,
} from './serverConnection';
import { canShareSheet, shareLink } from './shareLink';
import { useServerMediaUrl } from './useServerMedia';

const share = vi.hoisted(() => ({ share: vi.fn() }));
vi.mock('@capacitor/share', () => ({ Share: share }));
const notifications = vi.hoisted(() => ({
  cancel: vi.fn(),
  checkPermissions: vi.fn(),
  requestPermissions: vi.fn(),
  schedule: vi.fn(),
}));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: notifications }));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => false } }));
// Nothing in the Keychain: the test sets the session token itself.
vi.mock('@capgo/capacitor-native-biometric', () => ({
  NativeBiometric: { isCredentialsSaved: () => Promise.resolve({ isSaved: false }) },
}));

beforeEach(() => {
  vi.clearAllMocks();
  share.share.mockResolvedValue({});
  notifications.cancel.mockResolvedValue(undefined);
  notifications.checkPermissions.mockResolvedValue({ display: 'granted' });
  notifications.requestPermissions.mockResolvedValue({ display: 'granted' });
  notifications.schedule.mockResolvedValue({ notifications: [] });
});
afterEach(() => {
  resetServerConnectionForTests();
  vi.unstubAllGlobals();
});

describe('share links', () => {
  it('open the native share sheet in the app', async () => {
    pretendNativeApp();
    expect(canShareSheet()).toBe(true);
    await expect(shareLink('https://n.example/s/abc', 'A note')).resolves.toBe('shared');
    expect(share.share).toHaveBeenCalledWith({
      title: 'A note',
      url: 'https://n.example/s/abc',
      dialogTitle: 'A note',
    });
  });

  it('say cancelled when the sheet is closed, and fall back to the browser when the plugin is missing', async () => {
    pretendNativeApp();
    share.share.mockRejectedValueOnce(pluginError('CANCELED', 'Share canceled'));
    await expect(shareLink('https://n.example/s/abc', 'A note')).resolves.toBe('cancelled');
    share.share.mockRejectedValueOnce(pluginError('UNIMPLEMENTED'));
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    await expect(shareLink('https://n.example/s/abc', 'A note')).resolves.toBe('unavailable');
  });

  it('use navigator.share in a browser that has it, and nothing otherwise (the link is copied)', async () => {
    pretendBrowser();
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    expect(canShareSheet()).toBe(false);
    await expect(shareLink('https://n.example/s/abc', 'A note')).resolves.toBe('unavailable');
    const webShare = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: webShare });
    expect(canShareSheet()).toBe(true);
    await expect(shareLink('https://n.example/s/abc', 'A note')).resolves.toBe('shared');
    expect(webShare).toHaveBeenCalledWith({ title: 'A note', url: 'https://n.example/s/abc' });
    expect(share.share).not.toHaveBeenCalled();
  });
});

describe('the journal reminder as a local notification', () => {
  const settings = { reminderTime: '20:30', timeZone: 'UTC' };

  it('rings at the journal’s time on the device’s clock', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const offset = -now.getTimezoneOffset();
    const expected = (((20 * 60 + 30 + offset) % 1440) + 1440) % 1440;
    expect(deviceClockFor('20:30', 'UTC', now)).toEqual({
      hour: Math.floor(expected / 60),
      minute: expected % 60,
    });
  });

  it('is scheduled daily, replacing the previous one', async () => {
    await expect(syncJournalNotification(settings)).resolves.toBe('scheduled');
    expect(notifications.cancel).toHaveBeenCalledWith({
      notifications: [{ id: JOURNAL_REMINDER_ID }],
    });
    const [options] = notifications.schedule.mock.calls[0]! as [
      { notifications: { id: number; title: string; schedule: { repeats: boolean } }[] },
    ];
    expect(options.notifications[0]).toMatchObject({
      id: JOURNAL_REMINDER_ID,
      title: 'Time for your journal',
      schedule: { repeats: true },
    });
  });

  it('asks permission once, and schedules nothing when refused or turned off', async () => {
    notifications.checkPermissions.mockResolvedValueOnce({ display: 'prompt' });
    notifications.requestPermissions.mockResolvedValueOnce({ display: 'denied' });
    await expect(syncJournalNotification(settings)).resolves.toBe('denied');
    await expect(syncJournalNotification({ ...settings, reminderTime: null })).resolves.toBe(
      'cancelled',
    );
    expect(notifications.schedule).not.toHaveBeenCalled();
  });

  it('answers unavailable when the plugin is missing (UNIMPLEMENTED / UNAVAILABLE)', async () => {
    notifications.cancel.mockRejectedValueOnce(pluginError('UNIMPLEMENTED'));
    await expect(syncJournalNotification(settings)).resolves.toBe('unavailable');
    notifications.cancel.mockRejectedValueOnce(pluginError('UNAVAILABLE'));
    await expect(syncJournalNotification(settings)).resolves.toBe('unavailable');
    notifications.cancel.mockRejectedValueOnce(pluginError('OTHER'));
    await expect(syncJournalNotification(settings)).rejects.toThrow();
  });
});

describe('photos and recordings of a note', () => {
  it('load from their address in a browser', () => {
    pretendBrowser();
    const { result } = renderHook(() => useServerMediaUrl('/api/attachments/a1'));
    expect(result.current).toBe('/api/attachments/a1');
  });

  it('load with the token as a blob: URL in the app', async () => {
    pretendNativeApp();
    setServerAddress('https://notes.example.com');
    setSessionToken('tok.sig');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(new Blob(['png'], { type: 'image/png' })));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:photo-1', revokeObjectURL: vi.fn() }),
    );
    const { result } = renderHook(() => useServerMediaUrl('/api/attachments/a1'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('blob:photo-1'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://notes.example.com/api/attachments/a1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok.sig');
    // Anything else (a data: URL, another site) is left alone.
    const other = renderHook(() => useServerMediaUrl('data:image/png;base64,AAAA'));
    expect(other.result.current).toBe('data:image/png;base64,AAAA');
  });
});
