import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines for machines; readable lines when a person watches a terminal.
 * `LOG_LEVEL=silent` turns it off (tests).
 */
export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  return pino({
    level,
    base: { service: 'inkling' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
    ...(pretty && level !== 'silent'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
      : {}),
  });
}
