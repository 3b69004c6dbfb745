import type { Logger } from '../logger';

/**
 * Runs a maintenance task now and then every interval, logging what it did
 * and any failure (a failed round never stops the next). Returns the stop
 * function. The timer does not keep the process alive.
 */
export function runPeriodically(
  task: () => Promise<number | null>,
  intervalMs: number,
  logger: Logger,
  messages: { done: string; failed: string },
): () => void {
  const run = () => {
    task()
      .then((count) => {
        if (count) logger.info({ count }, messages.done);
      })
      .catch((error: unknown) => logger.error({ err: error }, messages.failed));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
