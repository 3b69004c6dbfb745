import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { formatBytes } from '@common/schemas/attachments';
import { importExtensions } from '@common/schemas/import';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import { receiveMultipartFile } from '../http/multipartFile';

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
  const received = await receiveMultipartFile(c, {
    tempDir,
    maxBytes,
    sendAs,
    tooLarge: () =>
      payloadTooLarge(
        `This file is larger than ${formatBytes(maxBytes)}, the most an import takes. Split it into smaller files.`,
      ),
  });
  try {
    const kind = await checkedKind(received.path, received.fileName);
    return { path: received.path, fileName: received.fileName, size: received.size, kind };
  } catch (error) {
    await rm(received.path, { force: true });
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
