import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test/factories';
import { getTestServer, TEST_PUBLIC_URL } from '../test/support';
import { inPgliteProject } from '../test/testProjects';
import { MARKDOWN_PARSE_BUDGET_MS, MAX_DOCUMENT_DEPTH } from './markdownLimits';

/**
 * Through a real HTTP server on a free port (not app.request), so the health
 * checks share the event loop with the request that sends slow Markdown. In
 * the PGlite project only: the budget is the parser thread's, whatever the
 * database (13 s of a worker a run).
 */
describe.runIf(inPgliteProject)('Markdown that takes long to read', () => {
  let http: ServerType;
  let base: string;
  let owner: TestUser;

  beforeAll(async () => {
    const server = await getTestServer();
    owner = await buildUser(server);
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => http?.close(() => resolve()) ?? resolve()));

  const send = (method: string, path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        Cookie: owner.cookie,
        Origin: TEST_PUBLIC_URL,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it(
    'answers 422 within its time budget while /api/health keeps answering at once',
    async () => {
      const slow = '[a](b) '.repeat(250_000); // 1.75 MB: minutes of parsing unbounded
      const latencies: number[] = [];
      let done = false;
      const started = Date.now();
      const create = send('POST', '/api/notes', { title: 'Slow', markdown: slow }).finally(() => {
        done = true;
      });
      while (!done) {
        const asked = performance.now();
        const health = await fetch(`${base}/api/health`);
        latencies.push(performance.now() - asked);
        expect(health.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const response = await create;
      const elapsed = Date.now() - started;

      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'UNPROCESSABLE',
          message: expect.stringContaining('took too long to read') as unknown,
        },
      });
      expect(elapsed).toBeLessThan(MARKDOWN_PARSE_BUDGET_MS + 10_000);
      expect(latencies.length).toBeGreaterThan(5);
      // The issue asks for 100 ms; generous here, as the test machine is shared.
      expect(Math.max(...latencies)).toBeLessThan(1_000);

      // The thread that ran out of time was replaced: the next note is read as usual.
      const next = await send('POST', '/api/notes', { markdown: '# Fine\n\n- [ ] task' });
      expect(next.status).toBe(201);
    },
    MARKDOWN_PARSE_BUDGET_MS + 60_000,
  );

  it('answers 422 for quotes or lists nested past the limit, and 413 past the size budget', async () => {
    for (const markdown of [
      `${'>'.repeat(50_000)} deep`,
      `${'> '.repeat(MAX_DOCUMENT_DEPTH + 1)}deep`,
      `${'- '.repeat(MAX_DOCUMENT_DEPTH + 1)}deep`,
      Array.from(
        { length: MAX_DOCUMENT_DEPTH + 5 },
        (_, depth) => `${'  '.repeat(depth)}- item`,
      ).join('\n'),
    ]) {
      const response = await send('POST', '/api/notes', { markdown });
      expect(response.status, markdown.slice(0, 20)).toBe(422);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'UNPROCESSABLE',
          message: expect.stringContaining('nested too deeply') as unknown,
        },
      });
    }
    // Within the 2,000,000-character limit, but 3 bytes each in UTF-8: 5.7 MB.
    const large = await send('POST', '/api/notes', { markdown: '漢'.repeat(1_999_000) });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('Split it') as unknown },
    });
  }, 60_000);

  it('keeps a long ordinary note (80 KB, some 10,000 words)', async () => {
    const section =
      '## Day\n\nSome *text* with a [link](https://example.com) and `code`.\n\n- one\n- two\n\n- [ ] task\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n';
    const markdown = section.repeat(Math.ceil(80_000 / section.length));
    const response = await send('POST', '/api/notes', { title: 'Long', markdown });
    expect(response.status).toBe(201);
  }, 60_000);
});
