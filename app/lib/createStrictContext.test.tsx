import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStrictContext } from './createStrictContext';

const [CounterProvider, useCounter] = createStrictContext<{ count: number }>(
  'CounterProvider',
  'useCounter',
);

describe('createStrictContext', () => {
  it('gives the value inside its provider', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CounterProvider value={{ count: 3 }}>{children}</CounterProvider>
    );
    expect(renderHook(useCounter, { wrapper }).result.current).toEqual({ count: 3 });
  });

  it('throws an error naming the missing provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useCounter)).toThrow('useCounter must be used within CounterProvider');
  });
});
