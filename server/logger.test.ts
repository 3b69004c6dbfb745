import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inPgliteProject } from './test/testProjects';

const tsx = path.resolve('node_modules/.bin/tsx');
const logger = path.resolve('server/logger.ts');

/** Runs `body` in a fresh Node process with `logger` (JSON lines) and answers its output. */
function run(body: string): string {
  const script = `import { createLogger } from ${JSON.stringify(logger)};
const logger = createLogger('info', false);
${body}`;
  try {
    return execFileSync(tsx, ['--eval', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

const messages = (output: string) =>
  output
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

// No database: once, in the PGlite project.
describe.runIf(inPgliteProject)('createLogger', () => {
  it('writes every line when the process exits at once, on purpose or by a crash', () => {
    expect(messages(run(`logger.info('one'); logger.info('two'); process.exit(1);`))).toEqual([
      'one',
      'two',
    ]);
    expect(
      messages(run(`logger.info('before'); setTimeout(() => { throw new Error('boom'); }, 1);`)),
    ).toEqual(['before']);
  });

  it('writes many lines whole and in order, in batches', () => {
    const output = run(
      `for (let i = 0; i < 500; i++) logger.info({ i, pad: 'x'.repeat(150) }, String(i));`,
    );
    expect(messages(output)).toEqual(Array.from({ length: 500 }, (_, i) => String(i)));
  });

  it('writes a lone line within a moment, without waiting for more', () => {
    const output = run(`logger.info('alone');
setTimeout(() => process.kill(process.pid, 'SIGKILL'), 500);`);
    expect(messages(output)).toEqual(['alone']);
  });
});
