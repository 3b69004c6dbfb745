import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ExportManifest } from '@common/schemas/export';
import { expect } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { withCookie, type TestUser } from '../../test/factories';
import { throwAwayFolder, type TestServer } from '../../test/support';

const run = promisify(execFile);
const workDir = throwAwayFolder('inkling-pdf-');
let fileCounter = 0;

/** The PDF's text as poppler lays it out, and its page count. */
export async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; pages: number }> {
  const file = path.join(workDir, `note-${++fileCounter}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { stdout: info } = await run('pdfinfo', [file]);
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

/** The types of the images in a PDF, one per image. */
export async function pdfImages(bytes: ArrayBuffer): Promise<string[]> {
  const file = path.join(workDir, `images-${++fileCounter}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  const { stdout } = await run('pdfimages', ['-list', file]);
  // Two header lines, then one row per image: "page num type width height …".
  return stdout
    .trim()
    .split('\n')
    .slice(2)
    .map((row) => row.trim().split(/\s+/)[2]!);
}

/** Every file in a ZIP, by path. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The user's account ZIP through the API: the response, its files and its manifest. */
export async function downloadZip(server: TestServer, user: TestUser, query = '') {
  const response = await server.get(`/api/export${query}`, withCookie(user.cookie));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const files = await readZip(Buffer.from(await response.arrayBuffer()));
  const manifest = JSON.parse(files.get('manifest.json')!.toString()) as ExportManifest;
  return { response, files, manifest };
}
