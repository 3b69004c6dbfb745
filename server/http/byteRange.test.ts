import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../storage/fileStorage';
import { parseRange, sendStoredFile } from './byteRange';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=10-19', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=990-', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=500-5000', { kind: 'partial', start: 500, end: 999 }],
    ['BYTES = 1 - 2', { kind: 'partial', start: 1, end: 2 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=0-1abc', { kind: 'whole' }],
    ['bytes=9999999999999999999-', { kind: 'whole' }],
  ])('reads %s of a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('finds nothing to send in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(undefined, 0)).toEqual({ kind: 'whole' });
  });
});

describe('sendStoredFile', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'inkling-range-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = localDiskStorage(root);
  const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 251));
  const file = { key: 'owner/recording', size: bytes.length };
  const app = new Hono().get('/file/:key', async (c) => {
    const key = c.req.param('key');
    const size = key === 'recording' ? bytes.length : 0;
    const sent = await sendStoredFile(
      c,
      storage,
      { key: `owner/${key}`, size },
      { 'Content-Type': 'audio/wav' },
    );
    return sent ?? c.text('Not found', 404);
  });
  const fetchFile = async (
    headers: Record<string, string> = {},
    method = 'GET',
    key = 'recording',
  ) => {
    await storage.put(file.key, bytes);
    await storage.put('owner/empty', new Uint8Array());
    return app.request(`/file/${key}`, { method, headers });
  };

  it('sends the whole file, saying ranges are welcome', async () => {
    const response = await fetchFile();
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-range')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('sends one range as 206 with its Content-Range', async () => {
    const response = await fetchFile({ Range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const tail = await fetchFile({ Range: 'bytes=-3' });
    expect(tail.headers.get('content-range')).toBe('bytes 997-999/1000');
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(997));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await fetchFile({ Range: 'bytes=1000-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(await response.text()).toBe('');
  });

  it('answers several ranges with the whole file', async () => {
    const response = await fetchFile({ Range: 'bytes=0-1,10-11' });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(1000);
  });

  it('honours If-Range only for this file', async () => {
    const first = await fetchFile();
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(etag).not.toContain('owner');
    expect((await fetchFile({ Range: 'bytes=0-9', 'If-Range': etag })).status).toBe(206);
    const stale = await fetchFile({ Range: 'bytes=0-9', 'If-Range': '"another"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(1000);
  });

  it('answers HEAD with the lengths and no body', async () => {
    const response = await fetchFile({ Range: 'bytes=0-9' }, 'HEAD');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-length')).toBe('10');
    expect(await response.text()).toBe('');
  });

  it('sends an empty file whole and refuses a range of it', async () => {
    const whole = await fetchFile({}, 'GET', 'empty');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('0');
    expect((await fetchFile({ Range: 'bytes=0-' }, 'GET', 'empty')).status).toBe(416);
  });

  it('is null when storage has no such file', async () => {
    expect((await fetchFile({}, 'GET', 'missing')).status).toBe(404);
    expect((await fetchFile({ Range: 'bytes=5000-' }, 'GET', 'missing')).status).toBe(404);
  });
});
