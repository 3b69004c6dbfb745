import pino, { type Logger } from 'pino';

export type { Logger };

/** How much of the log waits to go out in one write, and for how long at most. */
const LOG_BATCH_BYTES = 2048;
const LOG_BATCH_MS = 100;
/**
 * A write's most, in whole lines: a pipe takes up to 4 KB in one piece, so the lines of
 * several worker processes sharing it (INKLING_WORKERS) never interleave mid-line.
 */
const LOG_WRITE_MAX_BYTES = 4096;

/**
 * JSON lines for machines; readable lines when a person watches a terminal.
 * `LOG_LEVEL=silent` turns it off (tests).
 *
 * The JSON lines go out in batches (2–4 KB, or every 100 ms), not in a write
 * of their own: at the default level every request logs a line, and a write
 * each cost 5–13 % of the requests a server answers (docs/performance.md).
 * What is waiting is written when the process exits, a crash included.
 */
export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  const options = {
    level,
    base: { service: 'inkling' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
  };
  if (level === 'silent') return pino(options);
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  }
  return pino(
    options,
    pino.destination({
      dest: process.stdout.fd,
      sync: false,
      minLength: LOG_BATCH_BYTES,
      maxWrite: LOG_WRITE_MAX_BYTES,
      periodicFlush: LOG_BATCH_MS,
    }),
  );
}
