import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags, serverRuntimeEnvironment } from '../../scripts/serverRuntime';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a module script in a Node process started as the server is (its flags
 * and malloc settings, scripts/serverRuntime.ts), from the project's root so
 * it can import the sources through tsx, and answers the JSON it prints.
 * For tests of what V8 and the C library do with those settings, which only
 * a process of its own shows.
 */
export function runLikeTheServer<Answer>(
  script: string,
  { exposeGc = false }: { exposeGc?: boolean } = {},
): Answer {
  const output = execFileSync(
    process.execPath,
    [
      ...serverNodeFlags,
      ...(exposeGc ? ['--expose-gc'] : []),
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...serverRuntimeEnvironment() } },
  );
  return JSON.parse(output) as Answer;
}
