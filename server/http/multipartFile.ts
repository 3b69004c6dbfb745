import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { badRequest, unsupportedMediaType, type AppError } from '../errors';
import { streamToFile } from '../storage/streamToFile';

/** One file of a multipart upload, written to a temporary file, and the text fields sent with it. */
export interface ReceivedFile {
  path: string;
  /** The name the client gave, without any folder; "upload" when it gave none. */
  fileName: string;
  size: number;
  /** Text fields by name (the first of each name), each at most `maxFieldBytes`. */
  fields: Record<string, string>;
}

export interface MultipartFileOptions {
  /** Where the temporary file goes; the caller deletes it when done. */
  tempDir: string;
  maxBytes: number;
  /** The 413 to answer past `maxBytes`. */
  tooLarge: () => AppError;
  /** How to send the file, for the 400/415 answers: 'Send the file as multipart/form-data …'. */
  sendAs: string;
  /** Longest text field accepted; a longer one is a 400. Default 1 KB. */
  maxFieldBytes?: number;
}

/**
 * The request body as a Node stream: the raw Node request when nothing has
 * read it yet (@hono/node-server puts it on `c.env.incoming`), else the
 * request's web stream (tests call the app without a socket). Neither is
 * buffered: the body is read as it arrives.
 */
function bodyStream(c: Context, sendAs: string): Readable {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableDidRead && !incoming.readableEnded) return incoming;
  const body = c.req.raw.body;
  if (!body) throw badRequest(sendAs);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/**
 * Streams the upload's one file (field "file") to a temporary file under
 * `tempDir`, never holding it in memory, and keeps the small text fields
 * sent beside it. Past `maxBytes` it stops reading the request at once with
 * the caller's 413 and deletes what it wrote; no file or an empty one is a
 * 400; a body that is not multipart is a 415.
 */
export async function receiveMultipartFile(
  c: Context,
  options: MultipartFileOptions,
): Promise<ReceivedFile> {
  const { tempDir, maxBytes, sendAs } = options;
  const maxFieldBytes = options.maxFieldBytes ?? 1024;
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw unsupportedMediaType(sendAs);
  const tempPath = path.join(tempDir, `${crypto.randomUUID()}.upload`);
  const source = bodyStream(c, sendAs);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 8, fieldSize: maxFieldBytes, parts: 12 },
    });
  } catch {
    throw badRequest(sendAs);
  }
  let file: { fileName: string; size: number } | null = null;
  let failure: 'too-large' | 'field-too-long' | null = null;
  const fields: Record<string, string> = {};
  // The file's copy to disk, kept so a refused upload can end it before its file is removed.
  const copy: { stream: Readable | null; writing: Promise<void> | null } = {
    stream: null,
    writing: null,
  };
  const stop = (reason: typeof failure, reject: (error: Error) => void) => {
    failure = reason;
    // Stop reading the request: the rest of it is never received into memory or disk.
    source.unpipe(parser);
    source.pause();
    reject(new Error(reason ?? 'stopped'));
  };
  const written = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return stop('field-too-long', reject);
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file) {
        stream.resume();
        return;
      }
      file = { fileName: info.filename || 'upload', size: 0 };
      const current = file;
      stream.on('data', (chunk: Buffer) => {
        current.size += chunk.length;
      });
      stream.on('limit', () => stop('too-large', reject));
      copy.stream = stream;
      copy.writing = streamToFile(stream, tempPath);
      copy.writing.catch(reject);
    });
    parser.on('close', () => {
      if (!copy.writing) resolve();
      else copy.writing.then(resolve, reject);
    });
    parser.on('error', reject);
    source.on('error', reject);
  });
  source.pipe(parser);
  try {
    await written;
  } catch {
    // The copy settles once its file is closed (see streamToFile), so the removal
    // below cannot run before the file exists and leave it behind.
    copy.stream?.destroy(new Error('upload refused'));
    await copy.writing?.catch(() => undefined);
    await rm(tempPath, { force: true });
    if (failure === 'too-large') {
      c.header('Connection', 'close');
      throw options.tooLarge();
    }
    if (failure === 'field-too-long')
      throw badRequest(`A form field is longer than ${maxFieldBytes} bytes.`);
    throw badRequest(`The upload could not be read. ${sendAs}`);
  }
  const received = file as { fileName: string; size: number } | null;
  if (!received) throw badRequest(`No file was sent. ${sendAs}`);
  if (received.size === 0) {
    await rm(tempPath, { force: true });
    throw badRequest('The file is empty.');
  }
  const fileName = path.basename(received.fileName.replaceAll('\\', '/')).slice(0, 255);
  return { path: tempPath, fileName, size: received.size, fields };
}
