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
  },
});

/**
 * Unit tests (common, app, content) in happy-dom; server tests through the
 * real app on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Two were
    // tried there and pushed tests with 5-second budgets past them under load, so more workers are
    // an opt-in for machines with room (VITEST_MAX_WORKERS).
    maxWorkers:
      Number(process.env.VITEST_MAX_WORKERS) || Math.max(1, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,common,content,scripts}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['app/test/setup.ts'],
        },
      },
      serverProject('server (pglite)', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server (postgres)', 'postgres')] : []),
    ],
  },
});
