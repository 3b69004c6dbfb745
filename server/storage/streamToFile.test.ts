import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamToFile } from './streamToFile';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inkling-stream-to-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('streamToFile', () => {
  it('writes every byte of the stream to the file', async () => {
    const target = path.join(dir, 'whole');
    await streamToFile(Readable.from([Buffer.from('one '), Buffer.from('two')]), target);
    expect(await readFile(target, 'utf8')).toBe('one two');
  });

  // Without waiting for the file's close, about a third of these left a file behind on Node 20.
  it('has closed the file when a broken stream rejects, so removing it leaves nothing', async () => {
    for (let round = 0; round < 50; round += 1) {
      const target = path.join(dir, `broken-${round}`);
      const source = new PassThrough();
      const writing = streamToFile(source, target);
      source.write(Buffer.alloc(1000));
      source.destroy(new Error('upload refused'));
      const failure = await writing.then(
        () => null,
        (error: Error) => error,
      );
      // Removed the moment the copy fails, as an upload's refusal does.
      rmSync(target, { force: true });
      expect(failure?.message).toBe('upload refused');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(existsSync(target)).toBe(false);
    }
  });
});
