import { describe, expect, it } from 'vitest';
import { cpuMsPer, machineBusyMs } from './machineCpu';

describe('machineBusyMs', () => {
  it.runIf(process.platform === 'linux')('counts at least the CPU this process burns', () => {
    const before = machineBusyMs();
    const start = process.cpuUsage();
    // 200 ms of this process's own CPU: the machine was busy at least that long, less a tick or two.
    while (process.cpuUsage(start).user < 200_000) Math.sqrt(Math.random());
    const after = machineBusyMs();
    expect(before).toBeTypeOf('number');
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(180);
  });
});

describe('cpuMsPer', () => {
  it('shares the busy time between the requests, to a hundredth of a ms', () => {
    expect(cpuMsPer(1_000, 4_000, 3_000)).toBe(1);
    expect(cpuMsPer(0, 10, 3)).toBe(3.33);
  });

  it('answers nothing without a reading or a request', () => {
    expect(cpuMsPer(undefined, 10, 3)).toBeUndefined();
    expect(cpuMsPer(0, undefined, 3)).toBeUndefined();
    expect(cpuMsPer(0, 10, 0)).toBeUndefined();
  });
});
