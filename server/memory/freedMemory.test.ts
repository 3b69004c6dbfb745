import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLikeTheServer } from '../test/likeTheServer';
import {
  EVERY_MS,
  loadMallocTrim,
  QUIET_MS,
  returnFreedMemory,
  returnServersFreedMemory,
} from './freedMemory';

/** A trim that counts its calls and finishes when told (or at once). */
function countingTrim({ settlesAtOnce = true } = {}) {
  const finishers: (() => void)[] = [];
  const trim = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        if (settlesAtOnce) resolve();
        else finishers.push(resolve);
      }),
  );
  return { trim, finishAll: () => finishers.splice(0).forEach((finish) => finish()) };
}

describe('giving freed memory back', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('trims once the start has been quiet for QUIET_MS, and not before', async () => {
    const { trim } = countingTrim();
    const freed = returnFreedMemory(trim);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(trim).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(trim).toHaveBeenCalledTimes(1);
    freed.stop();
  });

  it('waits for QUIET_MS after the last work, however long the work goes on', async () => {
    const { trim } = countingTrim();
    const freed = returnFreedMemory(trim, { everyMs: 3_600_000 });
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    trim.mockClear();
    // Work every half period for ten periods: never quiet long enough.
    for (let i = 0; i < 20; i++) {
      freed.activity();
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    }
    expect(trim).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    expect(trim).toHaveBeenCalledTimes(1);
    // Quiet after that: nothing more to give back until the next work.
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(trim).toHaveBeenCalledTimes(1);
    freed.activity();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(trim).toHaveBeenCalledTimes(2);
    freed.stop();
  });

  it('trims every EVERY_MS under constant work', async () => {
    const { trim } = countingTrim();
    const freed = returnFreedMemory(trim);
    for (let elapsed = 0; elapsed < 3 * EVERY_MS; elapsed += QUIET_MS / 4) {
      freed.activity();
      await vi.advanceTimersByTimeAsync(QUIET_MS / 4);
    }
    expect(trim).toHaveBeenCalledTimes(3);
    freed.stop();
  });

  it('never starts a trim while one is running', async () => {
    const { trim, finishAll } = countingTrim({ settlesAtOnce: false });
    const freed = returnFreedMemory(trim, { quietMs: 10, everyMs: 10 });
    await vi.advanceTimersByTimeAsync(100);
    expect(trim).toHaveBeenCalledTimes(1);
    finishAll();
    await vi.advanceTimersByTimeAsync(10);
    expect(trim).toHaveBeenCalledTimes(2);
    finishAll();
    freed.stop();
  });

  it('stops: no trim after', async () => {
    const { trim } = countingTrim();
    returnFreedMemory(trim).stop();
    await vi.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(trim).not.toHaveBeenCalled();
  });

  it("counts a server's requests as work, and lets go of the server when stopped", async () => {
    const { trim } = countingTrim();
    const server = new EventEmitter();
    const stop = returnServersFreedMemory(server, Promise.resolve(trim));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    trim.mockClear();
    server.emit('request');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(trim).not.toHaveBeenCalled();
    server.emit('request');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(trim).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(trim).toHaveBeenCalledTimes(1);
    stop();
    expect(server.listenerCount('request')).toBe(0);
  });

  it('returns its stop before the C library is found, and a stop then means never starting', async () => {
    const { trim } = countingTrim();
    const server = new EventEmitter();
    let found: (trimFreeMemory: typeof trim) => void = () => {};
    const stop = returnServersFreedMemory(server, new Promise((resolve) => (found = resolve)));
    stop();
    found(trim);
    await vi.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(trim).not.toHaveBeenCalled();
    expect(server.listenerCount('request')).toBe(0);
  });

  it('does nothing where the C library has no malloc_trim', async () => {
    const server = new EventEmitter();
    const stop = returnServersFreedMemory(server, Promise.resolve(undefined));
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(server.listenerCount('request')).toBe(0);
    stop();
  });
});

describe("glibc's malloc_trim", () => {
  it.runIf(process.platform === 'linux')('is found on this machine', async () => {
    expect(await loadMallocTrim()).toBeTypeOf('function');
  });

  it.runIf(process.platform === 'linux')(
    'gives back the free memory a thread left between the blocks it keeps',
    () => {
      // The server's own process settings; a worker thread's pool, as PGlite's and the parse
      // threads' are; one 64 KiB block in 16 kept, so the free space is not at the pool's end.
      const script = `
        import { Worker } from 'node:worker_threads';
        import { readFileSync } from 'node:fs';
        import { loadMallocTrim } from './server/memory/freedMemory.ts';
        const resident = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
        const thread = new Worker(\`
          import { parentPort } from 'node:worker_threads';
          let blocks = Array.from({ length: 2048 }, () => Buffer.alloc(64 * 1024, 1));
          const kept = blocks.filter((_, i) => i % 16 === 0);
          blocks = null;
          globalThis.gc(); globalThis.gc();
          setTimeout(() => { globalThis.gc(); parentPort.postMessage(kept.length); }, 200);
          parentPort.once('message', () => process.exit(0));
        \`, { eval: true });
        await new Promise((resolve) => thread.once('message', resolve));
        await new Promise((resolve) => setTimeout(resolve, 200));
        const before = resident();
        await (await loadMallocTrim())();
        const after = resident();
        thread.postMessage('done');
        console.log(JSON.stringify({ before, after }));
      `;
      const { before, after } = runLikeTheServer<{ before: number; after: number }>(script, {
        exposeGc: true,
      });
      // ~120 MiB freed in the pool; most of it resident until trimmed.
      expect(before - after).toBeGreaterThan(64);
    },
  );
});
