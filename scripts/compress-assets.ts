/**
 * Writes `.br` and `.gz` beside every compressible file of the built front
 * end, once, at maximum quality; the server sends whichever the browser accepts.
 */
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { clientBuildDir } from './buildPaths';

const root = clientBuildDir;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compress(file: string): Promise<boolean> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

// All at once: zlib works on libuv's thread pool, so every core compresses. Two 3.9 MB files
// (tesseract's WebAssembly as JavaScript) take 11 s each at quality 11; one after the other,
// the whole build's compression took 27 s.
const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
const written = (await Promise.all(files.map(compress))).filter(Boolean).length;
console.log(`compressed ${written} files in ${path.relative(process.cwd(), root)}`);
