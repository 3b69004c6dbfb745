import { describe, expect, it } from 'vitest';
import { inPgliteProject } from '../test/testProjects';
import { createTurns } from './turns';

/** A job that runs until `finish()` is called, recording when it starts. */
function heldJob(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const job = async () => {
    started.push(name);
    await done;
    return name;
  };
  return { job, finish: () => finish() };
}

// No database: the PGlite project only.
describe.runIf(inPgliteProject)('createTurns', () => {
  it('runs one job per slot and the rest in the order they came', async () => {
    const turns = createTurns({ slots: 1, maxWaiting: 5, busyMessage: 'busy' });
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const second = heldJob(started, 'second');
    const third = heldJob(started, 'third');
    const results = [first, second, third].map((held) => turns.run(held.job));
    await Promise.resolve();
    expect(started).toEqual(['first']);
    first.finish();
    await results[0];
    second.finish();
    third.finish();
    expect(await Promise.all(results)).toEqual(['first', 'second', 'third']);
    expect(started).toEqual(['first', 'second', 'third']);
  });

  it('refuses past the waiting count with 503, and gives the slot back when a job throws', async () => {
    const turns = createTurns({ slots: 1, maxWaiting: 1, busyMessage: 'Busy, try again.' });
    const held = heldJob([], 'held');
    const running = turns.run(held.job);
    const waiting = turns.run(() => Promise.reject(new Error('job failed')));
    await expect(turns.run(() => Promise.resolve('late'))).rejects.toMatchObject({
      status: 503,
      message: 'Busy, try again.',
    });
    held.finish();
    await running;
    await expect(waiting).rejects.toThrow('job failed');
    expect(await turns.run(() => Promise.resolve('after'))).toBe('after');
  });

  it('refuses a job whose weight would pass the waiting weight, whatever the count', async () => {
    const turns = createTurns({
      slots: 1,
      maxWaiting: 100,
      maxWaitingWeight: 10,
      busyMessage: 'busy',
    });
    const held = heldJob([], 'held');
    const running = turns.run(held.job, 1_000); // the running job's weight does not count
    const light = [
      turns.run(() => Promise.resolve('a'), 4),
      turns.run(() => Promise.resolve('b'), 6),
    ];
    await expect(turns.run(() => Promise.resolve('heavy'), 1)).rejects.toMatchObject({
      status: 503,
    });
    held.finish();
    await running;
    expect(await Promise.all(light)).toEqual(['a', 'b']);
    expect(await turns.run(() => Promise.resolve('heavy'), 10)).toBe('heavy');
  });
});
