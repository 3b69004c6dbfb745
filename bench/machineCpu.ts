import { readFileSync } from 'node:fs';

/** The kernel's clock ticks per second in /proc/stat (USER_HZ: 100 on every Linux build Node runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time the whole machine has spent busy since boot, in ms: every process's (the server,
 * the database, the load generator, anything else) and the kernel's, from /proc/stat; idle and
 * I/O wait left out. Undefined where there is no /proc/stat.
 */
export function machineBusyMs(): number | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  // cpu  user nice system idle iowait irq softirq steal guest guest_nice
  const fields = text.slice(0, text.indexOf('\n')).trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
}

/** Busy CPU ms per request between two readings of machineBusyMs, to a hundredth. */
export function cpuMsPer(
  before: number | undefined,
  after: number | undefined,
  requests: number,
): number | undefined {
  if (before === undefined || after === undefined || requests === 0) return undefined;
  return Math.round(((after - before) / requests) * 100) / 100;
}
