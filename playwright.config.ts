import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/support's own unit tests (*.test.ts) run in Vitest.
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Three on a 2-core CI machine: much of a test is waiting (for the server, a socket, a quiet
  // network), and the whole suite took 16.3 min with three against 20.3 with two, none failing.
  // Four timed out the specs that start servers of their own.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A hang guard, not a speed check: on a 2-core machine a screen's visit with its axe check
  // takes 7–9 s, and a spec of three visits and a few edits passed at 30–32 s against 30.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Each test's new context would install the offline worker and download its precache (2.5 MB,
    // 200 files) beside the test. The specs about offline use and the installable app allow it.
    serviceWorkers: 'block',
    // Recording a trace made every test a third slower (the public site's spec: 3.1 → 2.3 min on a
    // 2-core machine); CI records one when it retries a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
});
