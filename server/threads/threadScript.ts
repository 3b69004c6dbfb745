import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface ThreadScript {
  filename: string;
  execArgv: string[];
}

/**
 * A worker thread's entry file, found from the module that starts it
 * (`import.meta.url`): `<name>.js` of the bundle (scripts/serverBundle.ts
 * puts every thread's entry beside index.js; a caller split into `chunks/`
 * looks one folder up), otherwise `<name>.ts` beside the caller, loaded
 * through tsx (development and tests).
 */
export function threadScript(callerUrl: string, name: string): ThreadScript {
  const here = path.dirname(fileURLToPath(callerUrl));
  for (const folder of [here, path.dirname(here)]) {
    const bundled = path.join(folder, `${name}.js`);
    if (existsSync(bundled)) return { filename: bundled, execArgv: [] };
  }
  // tsx from this project's packages, wherever the caller is.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: path.join(here, `${name}.ts`), execArgv: ['--import', tsx] };
}

/**
 * Starts `<name>` (found as threadScript finds it) as a plain worker thread.
 * Node's `--import` in a worker's execArgv does not reach the worker's own
 * entry (piscina imports it later, from its own), so the TypeScript source
 * is imported by a bootstrap once tsx has registered itself in the thread.
 */
export function startThread(callerUrl: string, name: string, options: WorkerOptions): Worker {
  const { filename, execArgv } = threadScript(callerUrl, name);
  if (execArgv.length === 0) return new Worker(filename, options);
  const api = import.meta.resolve('tsx/esm/api');
  const entry = pathToFileURL(filename).href;
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
