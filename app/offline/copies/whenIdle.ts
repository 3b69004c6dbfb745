/** Resolves in the browser's next idle moment (soon anyway), so background work never delays typing. */
export function whenIdle(timeout = 1_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/** How long after the last key or press work that can wait stays waiting. */
export const QUIET_AFTER_INPUT_MS = 1_000;

let lastInputAt = Number.NEGATIVE_INFINITY;
let watching = false;

/** Notes the time of every key and press in the page, from the first call on (once per page). */
function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const noteInput = () => {
    lastInputAt = performance.now();
  };
  for (const type of ['keydown', 'pointerdown'] as const)
    window.addEventListener(type, noteInput, { capture: true, passive: true });
}

/**
 * Resolves in an idle moment once nobody has typed or pressed for
 * QUIET_AFTER_INPUT_MS. An idle moment alone comes between two keys: the
 * background sync of copies, going on in those, took ~200 ms of the main
 * thread in the first second after a note opened, its first keys 20–60 ms
 * each instead of 10 (`npm run bench:browser`). Someone typing without a
 * pause holds it back until they stop.
 */
export async function whenQuiet(): Promise<void> {
  watchInput();
  for (;;) {
    const wait = lastInputAt + QUIET_AFTER_INPUT_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await whenIdle();
    if (performance.now() - lastInputAt >= QUIET_AFTER_INPUT_MS) return;
  }
}
