import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/serverRuntime';
import { runLikeTheServer } from '../test/likeTheServer';
import { THREAD_SEMI_SPACE_MB } from './threadYoungGeneration';

const MIB = 1024 * 1024;
/** Two halves of what the command line gives the main thread. */
const MAIN_YOUNG_GENERATION_MB =
  2 *
  Number(serverNodeFlags.find((flag) => flag.startsWith('--max-semi-space-size='))?.split('=')[1]);

/**
 * The young generation's size (MiB) in the main thread and in a worker thread
 * started after it, each having allocated enough to grow it to its cap, in a
 * Node process started with the server's flags.
 */
function youngGenerations(sizeThreads: boolean): { main: number; thread: number } {
  const grow =
    'let kept = []; for (let i = 0; i < 3e6; i++) { kept.push({ i }); if (kept.length > 3e5) kept = []; }';
  const newSpace =
    "v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size";
  // Evaluated as a module, as the process's own script (--input-type).
  const threadScript = `import v8 from 'node:v8'; import { parentPort } from 'node:worker_threads'; ${grow} parentPort.postMessage(${newSpace});`;
  const script = `
    import v8 from 'node:v8';
    import { Worker } from 'node:worker_threads';
    import { sizeThreadsYoungGeneration } from './server/threads/threadYoungGeneration.ts';
    if (${String(sizeThreads)}) sizeThreadsYoungGeneration();
    ${grow}
    const main = ${newSpace};
    const worker = new Worker(${JSON.stringify(threadScript)}, { eval: true });
    const thread = await new Promise((resolve) => worker.once('message', resolve));
    console.log(JSON.stringify({ main, thread }));
    process.exit(0);
  `;
  const sizes = runLikeTheServer<{ main: number; thread: number }>(script);
  return { main: sizes.main / MIB, thread: sizes.thread / MIB };
}

describe("a worker thread's young generation", () => {
  it('is two halves of THREAD_SEMI_SPACE_MB once sized, the main thread keeping its own', () => {
    const sized = youngGenerations(true);
    expect(sized.thread).toBeLessThanOrEqual(2 * THREAD_SEMI_SPACE_MB);
    expect(sized.main).toBe(MAIN_YOUNG_GENERATION_MB);
  });

  it('is the main thread size without it', () => {
    expect(youngGenerations(false).thread).toBe(MAIN_YOUNG_GENERATION_MB);
  });
});
