import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startThread, threadScript } from './threadScript';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'inkling-thread-script-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('threadScript', () => {
  it("finds the bundle's entry beside the caller, or one folder up from a chunk", () => {
    const bundle = path.join(scratch, 'bundle');
    mkdirSync(path.join(bundle, 'chunks'), { recursive: true });
    writeFileSync(path.join(bundle, 'someWorker.js'), '');
    const fromIndex = pathToFileURL(path.join(bundle, 'index.js')).href;
    const fromChunk = pathToFileURL(path.join(bundle, 'chunks', 'pool-1234.js')).href;
    const expected = { filename: path.join(bundle, 'someWorker.js'), execArgv: [] };
    expect(threadScript(fromIndex, 'someWorker')).toEqual(expected);
    expect(threadScript(fromChunk, 'someWorker')).toEqual(expected);
  });

  it('falls back to the TypeScript source beside the caller, loaded through tsx', () => {
    const script = threadScript(import.meta.url, 'otherWorker');
    expect(script.filename).toBe(path.join(import.meta.dirname, 'otherWorker.ts'));
    expect(script.execArgv[0]).toBe('--import');
    expect(script.execArgv[1]).toMatch(/tsx/);
  });
});

describe('startThread', () => {
  it('runs a TypeScript entry on a plain worker thread', async () => {
    const source = path.join(scratch, 'source');
    mkdirSync(source);
    writeFileSync(path.join(source, 'package.json'), '{ "type": "module" }');
    // Type annotations: only tsx can load this file.
    writeFileSync(
      path.join(source, 'echoWorker.ts'),
      `import { parentPort, workerData } from 'node:worker_threads';
       const doubled: number = (workerData as { n: number }).n * 2;
       parentPort?.postMessage(doubled);`,
    );
    const worker = startThread(pathToFileURL(path.join(source, 'pool.ts')).href, 'echoWorker', {
      workerData: { n: 21 },
    });
    const answer = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(answer).toBe(42);
    await worker.terminate();
  });
});
