import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Copies `source` into the file at `filePath`, settling only once the file is
 * closed. A failed `pipeline` settles as soon as it has destroyed its streams,
 * before the file stream (which opens its file asynchronously) has closed: a
 * caller that then removes the file could run first and leave it behind.
 */
export async function streamToFile(source: Readable, filePath: string): Promise<void> {
  const file = createWriteStream(filePath);
  const closed = once(file, 'close').catch(() => undefined);
  try {
    await pipeline(source, file);
  } finally {
    if (!file.closed) await closed;
  }
}
