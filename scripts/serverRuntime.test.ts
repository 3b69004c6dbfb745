import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMallocTunables, serverNodeFlags, serverRuntimeEnvironment } from './serverRuntime';

const root = path.resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: { start: string };
};
const startScript = packageJson.scripts.start;

/**
 * Runs `npm start`'s own shell line with the server replaced by a script that
 * prints the flags and the malloc settings its process got.
 */
function startedProcess(env: NodeJS.ProcessEnv): { flags: string[]; tunables?: string } {
  const reportInstead = `--input-type=module -e "console.log(JSON.stringify({ flags: process.execArgv.filter((a) => a.startsWith('--max')), tunables: process.env.GLIBC_TUNABLES }))"`;
  const line = startScript.replace('scripts/start.mjs', reportInstead);
  expect(line).not.toBe(startScript);
  return JSON.parse(execFileSync('sh', ['-c', line], { env, encoding: 'utf8' })) as {
    flags: string[];
    tunables?: string;
  };
}

describe('the server process settings', () => {
  const bareEnv = { PATH: process.env.PATH };

  it('are what npm start passes to Node', () => {
    const started = startedProcess(bareEnv);
    expect(started.flags).toEqual([...serverNodeFlags]);
    expect(started.tunables).toBe(serverMallocTunables);
  });

  it('keep malloc settings the operator gave', () => {
    const own = 'glibc.malloc.arena_max=2';
    expect(startedProcess({ ...bareEnv, GLIBC_TUNABLES: own }).tunables).toBe(own);
    expect(serverRuntimeEnvironment({ GLIBC_TUNABLES: own })).toEqual({ GLIBC_TUNABLES: own });
    expect(serverRuntimeEnvironment({})).toEqual({ GLIBC_TUNABLES: serverMallocTunables });
  });

  it('are the ones the operations guide tells a service manager to pass', () => {
    const guide = readFileSync(path.join(root, 'docs/OPERATIONS.md'), 'utf8');
    expect(guide).toContain(`GLIBC_TUNABLES=${serverMallocTunables}`);
    expect(guide).toContain(`node ${serverNodeFlags.join(' ')} dist/server/index.js`);
  });
});
