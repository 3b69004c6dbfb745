import { afterAll, describe, expect, it } from 'vitest';
import { inPgliteProject } from '../test/testProjects';
import { createMarkdownPool } from './markdownPool';

// No database: the PGlite project only.
describe.runIf(inPgliteProject)('parses waiting for the Markdown thread', () => {
  // The thread is held by Markdown that runs out of its time budget (2 s) meanwhile.
  const pool = createMarkdownPool({ budgetMs: 2_000, maxWaitingBytes: 64 * 1024 });
  afterAll(() => pool.close());

  it('queues a burst of ordinary notes, and refuses Markdown past the bytes waiting', async () => {
    await pool.ready();
    const slow = pool.parse('[a](b) '.repeat(40_000)).then(
      () => 'parsed',
      (error: { status?: number }) => error.status,
    );

    // More than the 32 waiting parses the pool used to allow: each is small.
    const burst = Array.from({ length: 100 }, (_, i) => pool.parse(`# Note ${i}\n\nA short body.`));
    const tooMuch = pool.parse(`${'word '.repeat(13_000)}\n`); // 65 kB on top of the burst's 3
    await expect(tooMuch).rejects.toMatchObject({
      status: 503,
      message: 'The server is busy reading other notes. Please try again in a moment.',
    });

    const bodies = await Promise.all(burst);
    expect(bodies.map((body) => body.projection.plainText.split('\n')[0])).toEqual(
      Array.from({ length: 100 }, (_, i) => `Note ${i}`),
    );
    expect(await slow).toBe(422);

    // Nothing waits now: the same large Markdown is read.
    const large = await pool.parse(`${'word '.repeat(13_000)}\n`);
    expect(large.projection.plainText.length).toBeGreaterThan(60_000);
  }, 30_000);
});
