import { createContext, use, type ReactNode } from 'react';

/**
 * A context whose accessor refuses to run outside its provider, with an error
 * that names the provider to add, instead of handing back a silent default.
 */
export function createStrictContext<T>(providerName: string, accessorName: string) {
  const Context = createContext<T | null>(null);
  Context.displayName = providerName;

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context value={value}>{children}</Context>;
  }

  function useStrictContext(): T {
    const value = use(Context);
    if (value === null) {
      throw new Error(`${accessorName} must be used within ${providerName}`);
    }
    return value;
  }

  return [Provider, useStrictContext] as const;
}
