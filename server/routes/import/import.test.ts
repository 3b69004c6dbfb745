import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { ImportJob } from '@common/schemas/import';
import { describe, expect, it, onTestFinished } from 'vitest';
import { importJob } from '../../db/schema';
import { failInterruptedImports, INTERRUPTED_MESSAGE } from '../../import/importJobs';
import { createImports } from '../../import/importSetup';
import { expectHealthy, runImport, uploadImport, waitForJob } from '../../import/importTestSupport';
import { createLogger } from '../../logger';
import { buildUser, onePixelPng, withCookie } from '../../test/factories';
import { getTestServer, testStorage, TEST_PUBLIC_URL } from '../../test/support';

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('/api/import', { timeout: 60_000 }, () => {
  it('answers 401 signed out on every endpoint', async () => {
    const server = await getTestServer();
    expect((await uploadImport(server, null, 'a.md', '# A')).status).toBe(401);
    expect((await server.get('/api/import')).status).toBe(401);
    expect((await server.get(`/api/import/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('queues an import (202), follows it to done (200) and lists it', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const response = await uploadImport(server, user, 'Hello.md', '# Hello\n\nWorld.');
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: ImportJob };
    expect(job).toMatchObject({ fileName: 'Hello.md', status: 'queued', report: null });
    const done = await waitForJob(server, user, job.id);
    expect(done).toMatchObject({ status: 'done', progress: { done: 1, total: 1 }, error: null });
    expect(done.report!.items).toHaveLength(1);

    const list = await server.get('/api/import', withCookie(user.cookie));
    expect(list.status).toBe(200);
    const { jobs } = (await list.json()) as { jobs: ImportJob[] };
    expect(jobs.map((entry) => entry.id)).toEqual([job.id]);
    expect(jobs[0]!.report!.items).toEqual([]);
    expect(jobs[0]!.report!.totals.notes.imported).toBe(1);
  });

  it("answers 404 for another user's job and for none, 400 for a malformed id", async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const job = await runImport(server, owner, 'Mine.md', 'Private.');
    expect((await server.get(`/api/import/${job.id}`, withCookie(other.cookie))).status).toBe(404);
    expect(
      (await server.get(`/api/import/${crypto.randomUUID()}`, withCookie(owner.cookie))).status,
    ).toBe(404);
    expect((await server.get('/api/import/not-an-id', withCookie(owner.cookie))).status).toBe(400);
    const list = await server.get('/api/import', withCookie(other.cookie));
    expect(((await list.json()) as { jobs: ImportJob[] }).jobs).toEqual([]);
  });

  it('refuses requests without a usable file with a clear 400 or 415, never a 5xx', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const cases: [string, Promise<Response>, number, RegExp][] = [
      [
        'JSON instead of a form',
        server.post('/api/import', { file: 'x' }, withCookie(user.cookie)),
        415,
        /multipart\/form-data/,
      ],
      [
        'no "file" field',
        uploadImport(server, user, 'a.md', '# A', 'other'),
        400,
        /No file was sent/,
      ],
      ['an empty file', uploadImport(server, user, 'empty.md', ''), 400, /^The file is empty\.$/],
      [
        'an unknown type',
        uploadImport(server, user, 'tool.exe', 'MZ...'),
        415,
        /"\.exe" is not one of them/,
      ],
      [
        'a PNG renamed .md',
        uploadImport(server, user, 'photo.md', onePixelPng),
        415,
        /"photo\.md" is not a text file \(it looks like image\/png\)/,
      ],
      [
        'a .zip that is not a ZIP',
        uploadImport(server, user, 'notes.zip', '# not a zip'),
        415,
        /is not a ZIP archive/,
      ],
      [
        'an .enex that is not Evernote XML',
        uploadImport(server, user, 'notes.enex', '# Markdown, really'),
        415,
        /is not an Evernote export/,
      ],
    ];
    for (const [what, pending, status, message] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expect((await errorOf(response)).message, what).toMatch(message);
      await expectHealthy(server);
    }
    const list = await server.get('/api/import', withCookie(user.cookie));
    expect(((await list.json()) as { jobs: ImportJob[] }).jobs).toEqual([]);
  });

  it('answers 413 past IMPORT_MAX_MB and leaves no temporary file', async () => {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-import-test-'));
    onTestFinished(() => rmSync(tempDir, { recursive: true, force: true }));
    const base = await getTestServer();
    const server = await getTestServer({
      imports: createImports({
        database: base.database,
        storage: testStorage,
        logger: createLogger('silent', false),
        tempDir,
        limits: { maxUploadBytes: 64 * 1024 },
      }),
    });
    const user = await buildUser(server);
    const response = await uploadImport(server, user, 'big.md', 'x'.repeat(1024 * 1024));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(
      'This file is larger than 64 KB, the most an import takes. Split it into smaller files.',
    );
    expect(readdirSync(tempDir)).toEqual([]);
    await expectHealthy(server);
  });

  it('stops a 2 GB upload over a real socket at the limit, without reading the rest', async () => {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'inkling-import-socket-'));
    onTestFinished(() => rmSync(tempDir, { recursive: true, force: true }));
    const base = await getTestServer();
    const server = await getTestServer({
      imports: createImports({
        database: base.database,
        storage: testStorage,
        logger: createLogger('silent', false),
        tempDir,
        limits: { maxUploadBytes: 1024 * 1024 },
      }),
    });
    const user = await buildUser(server);
    const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as AddressInfo;
    const boundary = 'inkling-test-boundary';
    const total = 2 * 1024 ** 3;
    const rssBefore = process.memoryUsage().rss;
    try {
      const result = await new Promise<{ status: number; sent: number; body: string }>(
        (resolve, reject) => {
          let sent = 0;
          let answered = false;
          const request = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/import',
            headers: {
              Cookie: user.cookie,
              Origin: TEST_PUBLIC_URL,
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              'Content-Length': String(total),
            },
          });
          request.on('response', (response) => {
            answered = true;
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, sent, body });
              request.destroy();
            });
          });
          request.on('error', (error) => (answered ? undefined : reject(error)));
          request.write(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.md"\r\nContent-Type: text/markdown\r\n\r\n`,
          );
          const chunk = Buffer.alloc(256 * 1024, 0x61);
          const pump = () => {
            while (!answered && sent < total) {
              sent += chunk.length;
              if (!request.write(chunk)) {
                request.once('drain', pump);
                return;
              }
            }
          };
          pump();
        },
      );
      expect(result.status).toBe(413);
      expect(result.body).toMatch(/larger than 1 MB/);
      // Sent before the answer arrived: the socket's buffers, nowhere near 2 GB.
      expect(result.sent).toBeLessThan(256 * 1024 * 1024);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
      expect(readdirSync(tempDir)).toEqual([]);
      await expectHealthy(server);
    } finally {
      listener.close();
    }
  });

  it('marks a job left running by a stopped server as failed, with what to do', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const id = crypto.randomUUID();
    await server.database.db
      .insert(importJob)
      .values({ id, userId: user.id, fileName: 'vault.zip', status: 'running' });
    expect(await failInterruptedImports(server.database.db)).toBeGreaterThanOrEqual(1);
    const response = await server.get(`/api/import/${id}`, withCookie(user.cookie));
    expect(await response.json()).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
  });
});
