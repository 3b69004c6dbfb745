import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportItemError } from '../importedNotes';

/** One file of the source: a ZIP entry, or the single uploaded file. */
export interface SourceEntry {
  /** Its path in the ZIP, '/'-separated (the file name for a single file). */
  path: string;
  /** Bytes its header promises (checked again while inflating). */
  size: number;
  /** Why this entry is refused before reading (unsafe path, symlink, encrypted…); null when fine. */
  refused: string | null;
  isFolder: boolean;
}

/** Reads entries' bytes within caps; counts every inflated byte against the import's total. */
export interface ImportSource {
  entries: SourceEntry[];
  read(entry: SourceEntry, maxBytes: number, what: string): Promise<Buffer>;
  close(): void;
}

/** Why an unsafe entry name is refused, or null when it is a plain relative path. */
export function unsafePathReason(name: string): string | null {
  if (name.includes('\u0000')) return 'its name holds a NUL character';
  if (name.includes('\\')) return 'its name holds a backslash (a Windows path trick)';
  if (name.startsWith('/')) return 'its path is absolute';
  if (/^[a-zA-Z]:/.test(name)) return 'its path starts with a drive letter';
  if (name.split('/').some((part) => part === '..')) return 'its path leaves the archive (..)';
  return null;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Bytes inflated by this import so far, across every entry, against the total cap. */
export class InflatedBytes {
  total = 0;
  constructor(private readonly max: number) {}
  add(bytes: number) {
    this.total += bytes;
    if (this.total > this.max)
      throw new ZipBudgetError(
        `the ZIP inflates to more than ${Math.round(this.max / 1024 / 1024)} MB in all (the import's limit); the rest was not read`,
      );
  }
}

/** Past the import's total of inflated bytes: the whole import stops there. */
export class ZipBudgetError extends Error {
  override name = 'ZipBudgetError';
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

async function readCapped(stream: Readable, maxBytes: number, budget: InflatedBytes, what: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.add(chunk.length);
      if (size > maxBytes)
        throw new ImportItemError(
          `it inflates to more than ${sizeText(maxBytes)}, the most ${what} may be`,
        );
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ImportItemError || error instanceof ZipBudgetError) throw error;
    throw new ImportItemError(
      `it could not be read from the ZIP (${(error as Error).message.slice(0, 120)})`,
    );
  }
  return Buffer.concat(chunks);
}

/**
 * Opens an uploaded ZIP (yauzl, entries read lazily) and lists its entries,
 * refusing unsafe ones. Entry names are decoded here, not by yauzl, so one
 * bad name is one refused entry rather than the end of the whole archive.
 * Throws ImportItemError when the ZIP cannot be opened or has too many entries.
 */
export async function openZipSource(
  filePath: string,
  limits: { maxEntries: number; maxUncompressedBytes: number },
): Promise<ImportSource> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      filePath,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, file) =>
        error
          ? reject(
              new ImportItemError(`This is not a ZIP archive that can be read (${error.message}).`),
            )
          : resolve(file),
    ),
  ).catch((error: unknown) => {
    throw error instanceof ImportItemError
      ? error
      : new ImportItemError('This is not a ZIP archive that can be read.');
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ImportItemError(
      `This ZIP has ${zip.entryCount.toLocaleString('en')} entries; an import reads at most ${limits.maxEntries.toLocaleString('en')}. Split it into smaller ZIPs.`,
    );
  }
  const raw = new Map<SourceEntry, Entry>();
  const entries: SourceEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      const isFolder = name.endsWith('/');
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      const refused =
        unsafePathReason(name) ??
        (mode === S_IFLNK ? 'it is a symbolic link' : null) ??
        (entry.isEncrypted() ? 'it is encrypted' : null) ??
        (!isFolder && !entry.canDecodeFileData()
          ? 'its compression method is not supported'
          : null);
      const source: SourceEntry = {
        path: isFolder ? name.slice(0, -1) : name,
        size: entry.uncompressedSize,
        refused,
        isFolder,
      };
      entries.push(source);
      raw.set(source, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (error: Error) =>
      reject(new ImportItemError(`The ZIP is damaged: ${error.message.slice(0, 200)}.`)),
    );
    zip.readEntry();
  });
  const budget = new InflatedBytes(limits.maxUncompressedBytes);
  return {
    entries,
    async read(source, maxBytes, what) {
      const entry = raw.get(source);
      if (!entry) throw new ImportItemError('it is not in the ZIP');
      if (entry.uncompressedSize > maxBytes)
        throw new ImportItemError(
          `it inflates to ${sizeText(entry.uncompressedSize)}, more than the ${sizeText(maxBytes)} ${what} may be`,
        );
      const stream = await zip.openReadStreamPromise(entry).catch((error: Error) => {
        throw new ImportItemError(
          `it could not be read from the ZIP (${error.message.slice(0, 120)})`,
        );
      });
      return readCapped(stream, maxBytes, budget, what);
    },
    close: () => zip.close(),
  };
}

/** The single uploaded file as a source of one entry. */
export async function singleFileSource(filePath: string, fileName: string): Promise<ImportSource> {
  const { size } = await stat(filePath);
  const entry: SourceEntry = {
    path: path.basename(fileName),
    size,
    refused: null,
    isFolder: false,
  };
  return {
    entries: [entry],
    async read(_entry, maxBytes, what) {
      if (size > maxBytes)
        throw new ImportItemError(
          `it is ${sizeText(size)}, more than the ${sizeText(maxBytes)} ${what} may be`,
        );
      return readFile(filePath);
    },
    close: () => undefined,
  };
}
