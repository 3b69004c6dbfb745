import type { Logger } from '../logger';
import type { JobRounds } from '../scale/jobRounds';

/** When a maintenance task runs: its interval, and, with several instances, who takes each round. */
export interface Schedule {
  intervalMs?: number | undefined;
  /** Shared by every instance (Redis): one instance takes each round, the others skip it. */
  rounds?: JobRounds | undefined;
}

/**
 * Runs a maintenance task now and then every interval, logging what it did
 * and any failure (a failed round never stops the next). With `rounds`
 * under the task's name, only the instance that claims a round runs it.
 * Returns the stop function. The timer does not keep the process alive.
 */
export function runPeriodically(
  task: () => Promise<number | null>,
  intervalMs: number,
  logger: Logger,
  messages: { done: string; failed: string },
  round?: { job: string; rounds: JobRounds | undefined },
): () => void {
  const claimed = async () => {
    if (!round?.rounds) return true;
    // Redis unreachable: run anyway; the tasks' advisory locks still keep two from overlapping.
    return round.rounds.claim(round.job, intervalMs).catch(() => true);
  };
  const run = () => {
    claimed()
      .then((mine) => (mine ? task() : null))
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
