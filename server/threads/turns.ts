import { unavailable } from '../errors';

/**
 * Jobs that share a few slots (threads, processes): one job per slot at a
 * time, the rest waiting here in order rather than in the pool's own queue, so
 * a job's time budget counts its own work only. Past the waiting limits the
 * job is refused at once with 503 and `busyMessage`.
 */
export interface Turns {
  /** Runs `job` in its turn; `weight` (say, its input's bytes) counts against `maxWaitingWeight`. */
  run<T>(job: () => Promise<T>, weight?: number): Promise<T>;
}

export interface TurnsOptions {
  slots: number;
  /** Jobs waiting at most. */
  maxWaiting: number;
  /** Total weight of the jobs waiting at most (no bound by default). */
  maxWaitingWeight?: number;
  busyMessage: string;
}

export function createTurns({
  slots,
  maxWaiting,
  maxWaitingWeight = Number.POSITIVE_INFINITY,
  busyMessage,
}: TurnsOptions): Turns {
  let free = slots;
  const waiting: { weight: number; go: () => void }[] = [];
  let waitingWeight = 0;

  const take = async (weight: number) => {
    if (free > 0) {
      free--;
      return;
    }
    if (waiting.length >= maxWaiting || waitingWeight + weight > maxWaitingWeight)
      throw unavailable(busyMessage);
    waitingWeight += weight;
    await new Promise<void>((go) => waiting.push({ weight, go }));
  };
  const release = () => {
    const next = waiting.shift();
    if (!next) {
      free++;
      return;
    }
    waitingWeight -= next.weight;
    next.go();
  };

  return {
    async run(job, weight = 0) {
      await take(weight);
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
