import type { Redis } from 'ioredis';

/**
 * Who runs each round of a scheduled job when several instances share one
 * database: the first instance to claim the round runs it, the others skip
 * it. (The jobs' advisory locks stay: they keep two runs from overlapping
 * even without Redis; this makes each round run once, not once per instance.)
 */
export interface JobRounds {
  /** True when this instance takes the job's current round. */
  claim(job: string, intervalMs: number): Promise<boolean>;
}

/** A little under the interval: the claimant's next round always finds its claim gone. */
const EARLY_MS = 5_000;

/** Rounds claimed in Redis: a key per job that lives for one round (SET NX PX). */
export function redisJobRounds(redis: Redis, prefix = 'inkling:round:'): JobRounds {
  return {
    async claim(job, intervalMs) {
      const ttl = Math.max(1_000, intervalMs - EARLY_MS);
      return (await redis.set(prefix + job, '1', 'PX', ttl, 'NX')) === 'OK';
    },
  };
}
