import { vi } from 'vitest';

/**
 * A stand-in for `fetch` that answers each request only when told to, in any order: for writes
 * sent one at a time, to see what shows while one waits for its answer. `answer(n, response)`
 * answers the n-th request made (from 0); `bodyOf(n)` is its JSON body.
 */
export function queuedFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetch = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => answers.push(resolve)),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    answer: (request: number, response: Response) => answers[request]?.(response),
    bodyOf: (request: number) =>
      JSON.parse(fetch.mock.calls[request]?.[1]?.body as string) as Record<string, unknown>,
  };
}
