import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/pathAliases.ts';

const serverProject = (name: string, testDatabase: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/globalSetup.ts'],
    setupFiles: ['server/test/setup.ts'],
    env: { INKLING_TEST_DATABASE: testDatabase },
    // A worker keeps the server's modules between files instead of importing the whole app again
    // for each (1.5 s a file, half the server run). Each file still opens its own database
    // (server/test/support.ts), and test state lives in that database.
    isolate: false,
    // Real databases, sockets and worker threads on a shared 2-core machine: a hang guard, not a
    // speed check.
    testTimeout: 15_000,
  },
});

/**
 * Unit tests (common, app, content) in happy-dom, the scripts' in Node; server tests through the
 * real app on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    restoreMocks: true,
    // One worker more than cores (Vitest's default leaves one idle: a single worker on a 2-core
    // CI machine, which doubled the run). The server tests wait on sockets, threads and
    // PostgreSQL's own processes: with one worker per core the machine was 82 % busy and the run
    // took 410 s, with one more 97 % and 368 s. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,common,content}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['app/test/setup.ts'],
          // Each file in a VM context of its own inside a long-lived worker thread: as isolated as
          // a fresh process per file, without starting one and importing React, the DOM and the
          // test libraries into it again each time (112 files: 80 s and 148 core-seconds on a
          // 2-core machine with forks, 34 s and 58 with this).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          // The build and deployment scripts' tests, and the end-to-end suite's and the benches'
          // own helpers: Node itself, in processes of their own (esbuild refuses a VM context's
          // Uint8Array).
          name: 'scripts',
          include: ['scripts/**/*.test.ts', 'e2e/support/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server (pglite)', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server (postgres)', 'postgres')] : []),
    ],
  },
});
