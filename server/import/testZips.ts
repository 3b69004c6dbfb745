import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One file of a test ZIP; names are written exactly as given (even unsafe ones). */
export interface TestZipEntry {
  name: string;
  data: Buffer;
  /** Stored as a symbolic link (Unix mode 120777) pointing at `data`. */
  symlink?: boolean;
}

/** A ZIP made byte by byte (deflated entries), so tests can write names no archiver would. */
export function makeZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = zlib.deflateRawSync(entry.data);
    const crc = zlib.crc32(entry.data);
    const local = header(0x04034b50, name, compressed.length, entry.data.length, crc);
    locals.push(local, compressed);
    const mode = entry.symlink ? 0o120777 : 0o100644;
    centrals.push(central(name, compressed.length, entry.data.length, crc, offset, mode));
    offset += local.length + compressed.length;
  }
  return Buffer.concat([...locals, ...centrals, end(entries.length, centrals, offset)]);
}

function header(signature: number, name: Buffer, compressed: number, size: number, crc: number) {
  const buffer = Buffer.alloc(30);
  buffer.writeUInt32LE(signature, 0);
  buffer.writeUInt16LE(20, 4); // version needed
  buffer.writeUInt16LE(0x0800, 6); // UTF-8 names
  buffer.writeUInt16LE(8, 8); // deflate
  buffer.writeUInt32LE(crc, 14);
  buffer.writeUInt32LE(compressed, 18);
  buffer.writeUInt32LE(size, 22);
  buffer.writeUInt16LE(name.length, 26);
  return Buffer.concat([buffer, name]);
}

function central(
  name: Buffer,
  compressed: number,
  size: number,
  crc: number,
  offset: number,
  mode: number,
) {
  const buffer = Buffer.alloc(46);
  buffer.writeUInt32LE(0x02014b50, 0);
  buffer.writeUInt16LE(0x031e, 4); // made by Unix
  buffer.writeUInt16LE(20, 6);
  buffer.writeUInt16LE(0x0800, 8);
  buffer.writeUInt16LE(8, 10);
  buffer.writeUInt32LE(crc, 16);
  buffer.writeUInt32LE(compressed, 20);
  buffer.writeUInt32LE(size, 24);
  buffer.writeUInt16LE(name.length, 28);
  buffer.writeUInt32LE((mode << 16) >>> 0, 38);
  buffer.writeUInt32LE(offset, 42);
  return Buffer.concat([buffer, name]);
}

function end(count: number, centrals: Buffer[], offset: number) {
  const size = centrals.reduce((sum, part) => sum + part.length, 0);
  const buffer = Buffer.alloc(22);
  buffer.writeUInt32LE(0x06054b50, 0);
  buffer.writeUInt16LE(count, 8);
  buffer.writeUInt16LE(count, 10);
  buffer.writeUInt32LE(size, 12);
  buffer.writeUInt32LE(offset, 16);
  return buffer;
}

/** Every file under a folder, with '/'-separated paths relative to it. */
export function folderEntries(root: string): TestZipEntry[] {
  const entries: TestZipEntry[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else
        entries.push({
          name: path.relative(root, full).split(path.sep).join('/'),
          data: readFileSync(full),
        });
    }
  };
  walk(root);
  return entries;
}

/**
 * A ZIP whose one entry `name` inflates to `bytes` zeros while the archive
 * stays about a thousandth of that: a zip bomb. One 16 MB block of zeros is
 * deflated once (sync-flushed, so it ends on a byte and is not final) and
 * repeated, then a final empty block closes the stream: the test never holds
 * the inflated bytes.
 */
export function zipBomb(name: string, bytes: number): Buffer {
  const chunkSize = 16 * 1024 * 1024;
  if (bytes % chunkSize !== 0) throw new Error('bytes must be a multiple of 16 MB');
  const zeros = Buffer.alloc(chunkSize);
  const block = zlib.deflateRawSync(zeros, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  let crc = 0;
  const parts: Buffer[] = [];
  for (let written = 0; written < bytes; written += chunkSize) {
    crc = zlib.crc32(zeros, crc);
    parts.push(block);
  }
  parts.push(Buffer.from([0x03, 0x00])); // a final, empty fixed-Huffman block
  const compressed = Buffer.concat(parts);
  const nameBytes = Buffer.from(name);
  const local = header(0x04034b50, nameBytes, compressed.length, bytes, crc);
  const centralPart = central(nameBytes, compressed.length, bytes, crc, 0, 0o100644);
  return Buffer.concat([
    local,
    compressed,
    centralPart,
    end(1, [centralPart], local.length + compressed.length),
  ]);
}
