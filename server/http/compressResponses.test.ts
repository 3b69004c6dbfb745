import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it, vi } from 'vitest';
import {
  acceptedEncoding,
  COMPRESS_INLINE_MAX_BYTES,
  COMPRESS_THRESHOLD_BYTES,
  compressResponses,
} from './compressResponses';

const large = { words: 'word '.repeat(COMPRESS_THRESHOLD_BYTES) };
const huge = { words: 'word '.repeat(COMPRESS_INLINE_MAX_BYTES) };
const small = { ok: true };
const markdown = '# Title\n\n' + 'A line of the note.\n'.repeat(200);

const readBack = vi.fn<() => Promise<ArrayBuffer>>();

const app = new Hono()
  .use(compressResponses())
  .get('/large', (c) => c.json(large))
  .get('/huge', (c) => c.json(huge))
  .get('/small', (c) => c.json(small))
  .get('/watched', (c) => {
    // An own property: the Response in use (the web's or @hono/node-server's) cannot be spied on.
    const answer = c.json(large);
    const read = answer.arrayBuffer.bind(answer);
    Object.defineProperty(answer, 'arrayBuffer', { value: readBack.mockImplementation(read) });
    return answer;
  })
  .get('/tagged', (c) => c.json(large, 200, { ETag: '"v1"' }))
  .get('/untouchable', (c) => c.json(large, 200, { 'Cache-Control': 'private, no-transform' }))
  .get('/signed-in', (c) => {
    c.header('Set-Cookie', 'session=a; HttpOnly', { append: true });
    c.header('Set-Cookie', 'session_data=b; HttpOnly', { append: true });
    return c.json(c.req.query('size') === 'large' ? large : small);
  })
  .get('/markdown', (c) => c.body(markdown, 200, { 'Content-Type': 'text/markdown' }))
  .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
  .get('/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ data: 'x'.repeat(2048) });
    }),
  );

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, {
    method,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressed API answers', () => {
  it('gzips a large JSON answer for a client that accepts gzip', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await bytesOf(response);
    expect(body.byteLength).toBeLessThan(JSON.stringify(large).length / 10);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(large);
  });

  it('compresses the text c.json made, without reading the answer back', async () => {
    const response = await get('/watched', 'gzip');
    expect(readBack).not.toHaveBeenCalled();
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(response)).toString('utf8')).toBe(JSON.stringify(large));
  });

  it('compresses an answer too large to compress on the event loop the same way', async () => {
    const gzipped = await get('/huge', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(gzipped)).toString('utf8'))).toEqual(huge);
    const deflated = await get('/huge', 'deflate');
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(await bytesOf(deflated)).toString('utf8'))).toEqual(huge);
  });

  it('uses deflate when that is all the client accepts, and nothing it refuses', async () => {
    const deflated = await get('/large', 'deflate');
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(await bytesOf(deflated)).toString('utf8'))).toEqual(large);

    const refused = await get('/large', 'gzip;q=0, deflate;q=0');
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    expect(await refused.json()).toEqual(large);
  });

  it('sends a small answer, and any answer to a client without Accept-Encoding, as it is', async () => {
    const smallAnswer = await get('/small', 'gzip');
    expect(smallAnswer.headers.get('Content-Encoding')).toBeNull();
    expect(smallAnswer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await smallAnswer.json()).toEqual(small);

    const plain = await get('/large');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(large);
  });

  it('keeps every cookie of an answer, compressed or not', async () => {
    for (const size of ['small', 'large']) {
      const response = await get(`/signed-in?size=${size}`, 'gzip');
      expect(response.headers.getSetCookie()).toEqual([
        'session=a; HttpOnly',
        'session_data=b; HttpOnly',
      ]);
    }
  });

  it('weakens a strong ETag of a compressed answer and leaves no-transform answers alone', async () => {
    expect((await get('/tagged', 'gzip')).headers.get('ETag')).toBe('W/"v1"');
    const untouched = await get('/untouchable', 'gzip');
    expect(untouched.headers.get('Content-Encoding')).toBeNull();
    expect(await untouched.json()).toEqual(large);
  });

  it('compresses other text as a stream, and never images, event streams or HEAD answers', async () => {
    const text = await get('/markdown', 'gzip');
    expect(text.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(text)).toString('utf8')).toBe(markdown);

    for (const path of ['/image', '/events']) {
      const response = await get(path, 'gzip');
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(response.headers.get('Vary')).toBeNull();
    }
    expect((await get('/large', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });
});

describe('acceptedEncoding', () => {
  it('picks the preferred of gzip and deflate from the header', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(acceptedEncoding('deflate;q=1, gzip;q=0.5')).toBe('deflate');
    expect(acceptedEncoding('br')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('*, gzip;q=0')).toBe('deflate');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
