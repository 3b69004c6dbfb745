import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider>{children}</ToastProvider>
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the one on screen', () => {
    const { result } = renderHook(useToast, { wrapper });
    act(() => void result.current.toast({ title: 'Saved' }));
    act(() => void result.current.toast({ title: 'Error', description: 'Could not sync' }));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Could not sync',
      open: true,
    });
  });

  it('closes a dismissed toast at once and removes it 5000 ms later', () => {
    const { result } = renderHook(useToast, { wrapper });
    act(() => void result.current.toast({ title: 'Biometric enabled ✓' }).dismiss());
    expect(result.current.toasts).toEqual([expect.objectContaining({ open: false })]);

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    const { result } = renderHook(useToast, { wrapper });
    act(() => void result.current.toast({ title: 'One' }));
    act(() => {
      result.current.dismiss();
    });
    expect(result.current.toasts.every((t) => !t.open)).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const { result } = renderHook(useToast, { wrapper });
    act(() => void result.current.toast({ title: 'Uploading…' }).update({ title: 'Uploaded' }));
    expect(result.current.toasts[0]?.title).toBe('Uploaded');
  });

  it('refuses to work outside its provider, naming the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useToast)).toThrow('useToast must be used within ToastProvider');
  });
});
