import { mkdir, open, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { formatBytes } from '@common/schemas/attachments';
import { MAX_PHOTO_BYTES, photoMimeTypes } from '@common/schemas/ocr';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';
import { streamToFile } from '../storage/streamToFile';

/*
 * Photos sent as multipart/form-data (fields "file", repeated), streamed to
 * temporary files as they arrive: the request is never held in memory, a
 * photo past MAX_PHOTO_BYTES stops the upload at once, and the type of each
 * is read from its bytes, never its name. Whatever goes wrong, every file
 * written so far is deleted before the error is answered.
 */

export type PhotoMime = (typeof photoMimeTypes)[number];

export interface ReceivedPhoto {
  path: string;
  /** The name the client gave, without any folder. */
  fileName: string;
  size: number;
  mime: PhotoMime;
}

export interface ReceivedPhotos {
  photos: ReceivedPhoto[];
  /** Text fields by name (the first of each). */
  fields: Record<string, string>;
  /** Deletes the temporary files (call once done with them). */
  discard(): Promise<void>;
}

const sendAs = (maxFiles: number) =>
  maxFiles === 1
    ? 'Send the photo as multipart/form-data in a field named "file".'
    : `Send up to ${maxFiles} photos as multipart/form-data, each in a field named "file".`;

/** The body as a Node stream: the socket's request when unread, else the web stream (tests). */
function bodyStream(c: Context, message: string): Readable {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableDidRead && !incoming.readableEnded) return incoming;
  const body = c.req.raw.body;
  if (!body) throw badRequest(message);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

type Failure =
  { kind: 'too-large'; fileName: string } | { kind: 'too-many' } | { kind: 'field-too-long' };

/**
 * Receives 1..`maxFiles` photos under `tempDir`. 415 when the body is not
 * multipart or a file is not a JPEG, PNG, WebP or GIF (HEIC says how to
 * send it instead); 413 past MAX_PHOTO_BYTES; 400 for no photo, an empty
 * one, too many, or a field longer than 1 KB.
 */
export async function receivePhotos(
  c: Context,
  { tempDir, maxFiles }: { tempDir: string; maxFiles: number },
): Promise<ReceivedPhotos> {
  const how = sendAs(maxFiles);
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw unsupportedMediaType(how);
  await mkdir(tempDir, { recursive: true });
  const source = bodyStream(c, how);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: maxFiles,
        fileSize: MAX_PHOTO_BYTES,
        fields: 10,
        fieldSize: 1024,
        parts: maxFiles + 10,
      },
    });
  } catch {
    throw badRequest(how);
  }
  const received: { path: string; fileName: string; size: number }[] = [];
  const fields: Record<string, string> = {};
  let failure: Failure | null = null;
  const discard = () =>
    Promise.all(received.map((file) => rm(file.path, { force: true }))).then(() => undefined);
  // Each photo's copy to disk, kept so a refused upload can end them before their files go.
  const streams: Readable[] = [];
  const writing: Promise<void>[] = [];

  const done = new Promise<void>((resolve, reject) => {
    const stop = (reason: Failure) => {
      failure ??= reason;
      // Stop reading the request: the rest of it never reaches memory or disk.
      source.unpipe(parser);
      source.pause();
      reject(new Error(reason.kind));
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return stop({ kind: 'field-too-long' });
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') {
        stream.resume();
        return;
      }
      const file = {
        path: path.join(tempDir, `${crypto.randomUUID()}.photo`),
        fileName: path.basename((info.filename || 'photo').replaceAll('\\', '/')).slice(0, 255),
        size: 0,
      };
      received.push(file);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => stop({ kind: 'too-large', fileName: file.fileName }));
      const written = streamToFile(stream, file.path);
      written.catch(reject);
      streams.push(stream);
      writing.push(written);
    });
    parser.on('filesLimit', () => stop({ kind: 'too-many' }));
    parser.on('close', () => {
      Promise.all(writing).then(() => resolve(), reject);
    });
    parser.on('error', reject);
    source.on('error', reject);
  });
  source.pipe(parser);

  try {
    await done;
  } catch {
    // Each copy settles once its file is closed (see streamToFile), so the removal
    // cannot run before a file exists and leave it behind.
    for (const stream of streams) stream.destroy(new Error('upload refused'));
    await Promise.allSettled(writing);
    await discard();
    const reason = failure as Failure | null;
    if (reason?.kind === 'too-large') {
      c.header('Connection', 'close');
      throw payloadTooLarge(
        `"${reason.fileName}" is larger than ${formatBytes(MAX_PHOTO_BYTES)}, the most a photo may be. Send a smaller copy.`,
      );
    }
    if (reason?.kind === 'too-many')
      throw badRequest(`At most ${maxFiles} photos can be sent at once.`);
    if (reason?.kind === 'field-too-long') throw badRequest('A form field is longer than 1 KB.');
    throw badRequest(`The upload could not be read. ${how}`);
  }

  try {
    if (received.length === 0) throw badRequest(`No photo was sent. ${how}`);
    const photos: ReceivedPhoto[] = [];
    for (const file of received) {
      if (file.size === 0) throw badRequest(`"${file.fileName}" is empty.`);
      photos.push({ ...file, mime: await photoTypeOf(file.path, file.fileName) });
    }
    return { photos, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** The photo's type from its first bytes, or a 415 that says what it is and what to send. */
async function photoTypeOf(filePath: string, fileName: string): Promise<PhotoMime> {
  const handle = await open(filePath, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const mime = detected?.mime;
  if (mime && (photoMimeTypes as readonly string[]).includes(mime)) return mime as PhotoMime;
  if (mime === 'image/heic' || mime === 'image/heif')
    throw unsupportedMediaType(
      `"${fileName}" is a HEIC photo, which cannot be read for text here. Send it as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible).`,
    );
  throw unsupportedMediaType(
    `"${fileName}" is not a photo${mime ? ` (it looks like ${mime})` : ''}. Send JPEG, PNG, WebP or GIF photos.`,
  );
}
