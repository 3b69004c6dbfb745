import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { addVary } from './vary';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Up to this size a JSON answer is compressed on the event loop, in at most ~0.2 ms. Handed to
 * libuv's threads, a note's 1.6 KB took 180 µs of CPU against 29 done here (the hand-over, not
 * the compression); larger answers still go there, so the loop is never held for long.
 */
export const COMPRESS_INLINE_MAX_BYTES = 16 * 1024;

const compressJson = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
const compressJsonNow = { gzip: gzipSync, deflate: deflateSync } as const;
type Encoding = keyof typeof compressJson;
/** In the order preferred when the client accepts both equally. */
const encodings: readonly Encoding[] = ['gzip', 'deflate'];

/**
 * The API's answers compressed for clients that accept gzip or deflate: the
 * rules of Hono's `compress()` (compressible types, 1 KiB threshold, `Vary`,
 * `no-transform`, weak ETags), at a fraction of its cost for JSON.
 *
 * `compress()` sets `Vary` through `c.header()`, which turns @hono/node-server's
 * light answer (a string body, written in one call) into a web `Response`
 * whose body is then read back as a stream, for every answer. Here the headers
 * are read and set on the answer itself, and a JSON body (a string from
 * `c.json`) is read once, compressed on libuv's threads when it is large
 * enough (on the event loop when small), and answered as bytes. Other compressible answers (a Markdown
 * export) are compressed as a stream, as `compress()` does.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
    const jsonTexts = encoding ? keepJsonTexts(c) : undefined;
    await next();
    if (!isCompressible(c.res, c.req.method)) return;
    // Caches keep the compressed and the plain answer apart, whichever this client gets.
    addVary(c, 'Accept-Encoding');
    if (!encoding) return;
    // Read after Vary is set: an answer with immutable headers was replaced to add it.
    const answer = c.res;
    if (answer.headers.get('Content-Type')?.startsWith('application/json')) {
      await answerJson(c, answer, encoding, jsonTexts?.get(answer));
    } else if (answer.body) {
      c.res = new Response(answer.body.pipeThrough(new CompressionStream(encoding)), answer);
      markEncoded(c.res.headers, encoding);
    }
  };
}

/**
 * The text of each answer `c.json` makes for this request. Reading it back from the answer
 * (`arrayBuffer()`) builds a web `Response` around @hono/node-server's light one and reads its
 * body as a stream: 6 % of a note read's CPU. Serialising the object again costs a few µs.
 */
function keepJsonTexts(c: Context): WeakMap<Response, string> {
  const texts = new WeakMap<Response, string>();
  const json = c.json;
  c.json = ((object: unknown, ...rest: unknown[]) => {
    const answer = (json as (...args: unknown[]) => Response)(object, ...rest);
    texts.set(answer, JSON.stringify(object));
    return answer;
  }) as typeof c.json;
  return texts;
}

async function answerJson(
  c: Context,
  answer: Response,
  encoding: Encoding,
  text: string | undefined,
): Promise<void> {
  const body =
    text === undefined ? new Uint8Array(await answer.arrayBuffer()) : Buffer.from(text, 'utf8');
  const headers = new Headers(answer.headers);
  let sent = body;
  if (body.byteLength >= COMPRESS_THRESHOLD_BYTES) {
    sent = new Uint8Array(
      body.byteLength <= COMPRESS_INLINE_MAX_BYTES
        ? compressJsonNow[encoding](body)
        : await compressJson[encoding](body),
    );
    markEncoded(headers, encoding);
  }
  // Assigning over an answer wraps the new one around the old one's body stream to merge their
  // headers; clearing it first keeps the bytes as they are (its headers are copied above).
  c.res = undefined;
  c.res = new Response(sent, { status: answer.status, headers });
}

function isCompressible(answer: Response, method: string): boolean {
  const headers = answer.headers;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  return (
    answer.status !== 206 &&
    method !== 'HEAD' &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    !(length && Number(length) < COMPRESS_THRESHOLD_BYTES) &&
    Boolean(type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')
  );
}

/** The encoding to use: the client's preferred of gzip and deflate, or none it accepts. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of encodings) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function markEncoded(headers: Headers, encoding: Encoding): void {
  headers.delete('Content-Length');
  headers.set('Content-Encoding', encoding);
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}
