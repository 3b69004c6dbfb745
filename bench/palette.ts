/**
 * `npm run bench:palette`: how long the Ctrl/Cmd+K palette takes to show the
 * results of what was typed, measured in Chromium against the built server:
 * from the last key press to the moment the results for the whole query are
 * on screen (the palette marks the query its results answer). Seeds
 * PALETTE_NOTES notes (default 2,000) through the API first. Target: 150 ms.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { removeDataDir, startServer } from '../e2e/support/server';

const NOTES = Number(process.env.PALETTE_NOTES ?? 2_000);
const ROUNDS = 20;
const words = (
  'harbour lantern orchard violin glacier pepper meadow compass quarry saddle thimble ' +
  'walnut beacon cactus dolphin ember falcon garnet hazel indigo juniper kettle lagoon'
).split(' ');

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const server = await startServer({ env: { LOG_LEVEL: 'error' } });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const headers = { Origin: server.url };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: `palette-${Date.now()}@example.com`, password: 'bench password', name: 'b' },
    headers,
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);

  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < NOTES) {
        const i = next++;
        const word = words[i % words.length] ?? 'note';
        await page.request.post('/api/notes', {
          headers,
          data: {
            title: `Field note ${i}`,
            markdown: `Walked past the ${word} again today, number ${i}. The light was good.`,
          },
        });
      }
    }),
  );

  await page.goto('/dashboard');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const word = words[round % words.length] ?? 'note';
    await page.keyboard.press('ControlOrMeta+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    await page.evaluate(() => {
      const state = window as unknown as { lastKeyAt: number };
      document.addEventListener('keydown', () => (state.lastKeyAt = performance.now()), {
        capture: true,
      });
    });
    await input.pressSequentially(word, { delay: 40 });
    const elapsed = await page.waitForFunction(
      (query) => {
        const list = document.querySelector(`[data-results-for="${query}"]`);
        if (!list?.querySelector('[cmdk-item] mark')) return null;
        return performance.now() - (window as unknown as { lastKeyAt: number }).lastKeyAt;
      },
      word,
      { polling: 'raf', timeout: 5_000 },
    );
    timings.push((await elapsed.jsonValue()) ?? NaN);
    await page.keyboard.press('Escape');
  }
  console.log(`each (ms): ${timings.map((t) => t.toFixed(0)).join(' ')}`);
  timings.sort((a, b) => a - b);
  console.log(`\nCommand palette, ${NOTES.toLocaleString()} notes, ${ROUNDS} searches`);
  console.log(
    `last key → results on screen: p50 ${percentile(timings, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(timings, 95).toFixed(0)} ms, max ${(timings.at(-1) ?? NaN).toFixed(0)} ms (target 150 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
