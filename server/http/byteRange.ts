import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { FileStorage, StoredByteRange } from '../storage/fileStorage';

/**
 * What a `Range` header asks of a file of a known size (RFC 9110 §14):
 * the whole file (no header, one we do not read, or several ranges, which we
 * answer whole rather than as multipart), one range, or none it could have.
 */
export type RangeRequest =
  { kind: 'whole' } | ({ kind: 'partial' } & StoredByteRange) | { kind: 'unsatisfiable' };

const singleRange = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;
/** Beyond this many digits an offset is nonsense (and no longer an exact number). */
const MAX_DIGITS = 15;

/** Reads `bytes=a-b`, `bytes=a-` and `bytes=-n` against `size`; see RangeRequest. */
export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = singleRange.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if ((!first && !last) || first.length > MAX_DIGITS || last.length > MAX_DIGITS)
    return { kind: 'whole' };

  if (!first) {
    // The last n bytes; all of them when the file is shorter.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (last && end < start) return { kind: 'whole' }; // invalid: the header is ignored
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

export interface StoredFile {
  /** Its key in FileStorage. */
  key: string;
  /** Its length in bytes, as recorded when it was stored. */
  size: number;
}

/**
 * Answers a GET or HEAD for a stored file, honouring one byte range: 200 with
 * the whole file, 206 with the range asked for, or 416 when the range starts
 * past the end. The bytes are streamed from storage, never held in memory, so
 * a media player can seek in a long recording. `headers` (type, disposition,
 * caching) are added to every answer. Null when the file is not in storage.
 */
export async function sendStoredFile(
  c: Context,
  storage: FileStorage,
  file: StoredFile,
  headers: Record<string, string>,
): Promise<Response | null> {
  // A range is only honoured when If-Range names this very file: stored files never change, so
  // an entity tag is enough, and a date (which we cannot compare) means "send it whole".
  const ifRange = c.req.header('If-Range');
  const rangeHeader = ifRange && ifRange !== etagOf(file) ? undefined : c.req.header('Range');
  const range = parseRange(rangeHeader, file.size);
  const common = { ...headers, 'Accept-Ranges': 'bytes', ETag: etagOf(file) };

  if (range.kind === 'unsatisfiable') {
    // Only answered once the file is known to exist.
    const stream = await storage.readStream(file.key, { start: 0, end: 0 });
    if (!stream) return null;
    stream.destroy();
    return c.body(null, 416, { ...common, 'Content-Range': `bytes */${file.size}` });
  }

  const partial = range.kind === 'partial' ? range : undefined;
  const stream = await storage.readStream(file.key, partial);
  if (!stream) return null;
  const length = partial ? partial.end - partial.start + 1 : file.size;
  const sized = {
    ...common,
    'Content-Length': String(length),
    ...(partial ? { 'Content-Range': `bytes ${partial.start}-${partial.end}/${file.size}` } : {}),
  };
  const status = partial ? 206 : 200;
  if (c.req.method === 'HEAD') {
    // Hono answers HEAD with the GET handler and drops the body unread: close the file here.
    stream.destroy();
    return c.body(null, status, sized);
  }
  return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, status, sized);
}

/**
 * A strong tag for a stored file: its key and size never change once written.
 * Hashed, so the key (which names the owner) never reaches a share's visitor.
 */
function etagOf(file: StoredFile): string {
  const digest = createHash('sha256').update(`${file.key}\n${file.size}`).digest('base64url');
  return `"${digest.slice(0, 22)}"`;
}
