import type { Counters } from '../scale/counters';

/** What a hit on a limiter decided. */
export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the key's window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts hits per key in fixed windows: `limit` hits per `windowMs`, then
 * refusals until the window ends. The counts live in the app's `Counters`
 * (the request context's `counters`): this process's memory, or Redis when
 * several instances share the work, so a limit counts every instance's hits.
 */
export class FixedWindowLimiter {
  constructor(
    /** Names the limiter's keys among the others sharing the counters. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit on the key; not allowed when the key is over its limit in the current window. */
  async hit(counters: Counters, key: string): Promise<LimitVerdict> {
    const { count, endsInMs } = await counters.increment(
      `${this.name}:${key}`,
      this.windowMs,
      'fixed',
    );
    return {
      allowed: count <= this.limit,
      retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)),
    };
  }
}
