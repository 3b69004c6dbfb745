import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { formatBytes } from '@common/schemas/attachments';
import { importExtensions } from '@common/schemas/import';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

/** How the importer reads a file. */
export type ImportKind = 'enex' | 'zip' | 'markdown' | 'html';

export interface UploadedFile {
  path: string;
  fileName: string;
  size: number;
  kind: ImportKind;
}

const sendAs = 'Send the file as multipart/form-data in a field named "file".';

/**
 * The request body as a Node stream: the raw Node request when nothing has
 * read it yet (@hono/node-server puts it on `c.env.incoming`), else the
 * request's web stream (tests call the app without a socket). Neither is
 * buffered: the body is read as it arrives.
 */
function bodyStream(c: Context): Readable {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableDidRead && !incoming.readableEnded) return incoming;
  const body = c.req.raw.body;
  if (!body) throw badRequest(sendAs);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/**
 * Streams the upload's one file (field "file") to a temporary file under
 * `tempDir`, never holding it in memory. Past `maxBytes` it stops at once
 * with a 413 and deletes what it wrote; an empty file is a 400; a file whose
 * bytes do not match its extension is a 415.
 */
export async function receiveUpload(
  c: Context,
  tempDir: string,
  maxBytes: number,
): Promise<UploadedFile> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw unsupportedMediaType(sendAs);
  const tempPath = path.join(tempDir, `${crypto.randomUUID()}.upload`);
  const source = bodyStream(c);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 5, fieldSize: 1024, parts: 10 },
    });
  } catch {
    throw badRequest(sendAs);
  }
  let file: { fileName: string; size: number } | null = null;
  let tooLarge = false;
  const written = new Promise<void>((resolve, reject) => {
    let writing: Promise<void> | null = null;
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
      stream.on('limit', () => {
        tooLarge = true;
        // Stop reading the request: the rest of it is never received into memory or disk.
        source.unpipe(parser);
        source.pause();
        reject(new Error('too large'));
      });
      writing = pipeline(stream, createWriteStream(tempPath));
      writing.catch(reject);
    });
    parser.on('close', () => {
      if (!writing) resolve();
      else writing.then(resolve, reject);
    });
    parser.on('error', reject);
    source.on('error', reject);
  });
  source.pipe(parser);
  try {
    await written;
  } catch {
    await rm(tempPath, { force: true });
    if (tooLarge) {
      c.header('Connection', 'close');
      throw payloadTooLarge(
        `This file is larger than ${formatBytes(maxBytes)}, the most an import takes. Split it into smaller files.`,
      );
    }
    throw badRequest(`The upload could not be read. ${sendAs}`);
  }
  const received = file as { fileName: string; size: number } | null;
  if (!received) throw badRequest(`No file was sent. ${sendAs}`);
  try {
    if (received.size === 0) throw badRequest('The file is empty.');
    const fileName = path.basename(received.fileName.replaceAll('\\', '/')).slice(0, 255);
    const kind = await checkedKind(tempPath, fileName);
    return { path: tempPath, fileName, size: received.size, kind };
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** The kind the extension names, once the first bytes confirm it; else a 415 that says why. */
async function checkedKind(filePath: string, fileName: string): Promise<ImportKind> {
  const extension = path.extname(fileName).toLowerCase();
  if (!(importExtensions as readonly string[]).includes(extension)) {
    throw unsupportedMediaType(
      `Inkling imports ${importExtensions.join(', ')} files; "${extension || fileName}" is not one of them.`,
    );
  }
  const head = await firstBytes(filePath, 8192);
  if (extension === '.zip') {
    if (
      head.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004')) ||
      head.subarray(0, 4).equals(Buffer.from('PK\u0005\u0006'))
    )
      return 'zip';
    throw unsupportedMediaType(`"${fileName}" is not a ZIP archive${await detectedAs(head)}.`);
  }
  if (head.includes(0) || !isUtf8Start(head)) {
    throw unsupportedMediaType(`"${fileName}" is not a text file${await detectedAs(head)}.`);
  }
  if (extension === '.enex') {
    const text = head.toString('utf8');
    if (!/^\uFEFF?\s*</.test(text) || !text.includes('<en-export'))
      throw unsupportedMediaType(
        `"${fileName}" is not an Evernote export (no <en-export> element at its start).`,
      );
    return 'enex';
  }
  return extension === '.html' || extension === '.htm' ? 'html' : 'markdown';
}

async function detectedAs(head: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(head).catch(() => undefined);
  return type ? ` (it looks like ${type.mime})` : '';
}

/** Valid UTF-8, allowing a character cut at the end of the sample. */
function isUtf8Start(bytes: Buffer): boolean {
  for (let cut = 0; cut <= 3 && cut < bytes.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // Try without the last byte or two: a multi-byte character may be cut off.
    }
  }
  return bytes.length === 0;
}

async function firstBytes(filePath: string, count: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
