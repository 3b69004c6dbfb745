import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AiUsageProvider, useAiUsage } from './AiUsageProvider';

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ remaining: 2, limit: 3, canUse: true, isPremium: false })),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AiUsageProvider enabled>{children}</AiUsageProvider>
);
const checks = () => fetchMock.mock.calls.length;
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('AiUsageProvider', () => {
  it('starts at 3 of 3, can use, not premium', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { result } = renderHook(useAiUsage, { wrapper });
    expect(result.current).toMatchObject({
      remaining: 3,
      limit: 3,
      canUse: true,
      isPremium: false,
    });
  });

  it('checks on load, every 60 s and on focus', async () => {
    const { result } = renderHook(useAiUsage, { wrapper });
    await flush();
    expect(checks()).toBe(1);
    expect(result.current).toMatchObject({ remaining: 2, limit: 3 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_999);
    });
    expect(checks()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(checks()).toBe(2);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(checks()).toBe(3);
  });

  it('keeps canUse true when the check fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(useAiUsage, { wrapper });
    await flush();
    expect(result.current.canUse).toBe(true);
    expect(log).toHaveBeenCalledWith('AI usage check failed', expect.any(TypeError));
  });

  it('refuses to work outside its provider, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useAiUsage)).toThrow('useAiUsage must be used within AiUsageProvider');
  });
});
