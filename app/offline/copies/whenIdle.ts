/** Resolves in the browser's next idle moment (soon anyway), so background work never delays typing. */
export function whenIdle(timeout = 1_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
