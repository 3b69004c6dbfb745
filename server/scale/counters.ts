import type { BetterAuthRateLimitStorage } from '@better-auth/core';
import type { Redis } from 'ioredis';
import { unavailable } from '../errors';

/** A key's count and how long it has left. */
export interface Count {
  count: number;
  /** Milliseconds until the count is forgotten. */
  endsInMs: number;
}

/**
 * Counts hits per key for the rate limits and the sign-in throttle: in this
 * process's memory for one instance, in Redis when several share the work
 * (REDIS_URL), so a limit counts every instance's hits. Keys name their
 * limiter ("documents:<user id>").
 */
export interface Counters {
  /**
   * Adds one to the key's count. `fixed`: the count is forgotten `windowMs`
   * after its first hit; `sliding`: `windowMs` after its latest.
   */
  increment(key: string, windowMs: number, window: 'fixed' | 'sliding'): Promise<Count>;
  /** The key's count, or null when it has none. */
  read(key: string): Promise<Count | null>;
  forget(key: string): Promise<void>;
}

/** One process's counters. Forgotten counts are swept at most once a minute. */
export function memoryCounters(now: () => number = Date.now): Counters {
  const counts = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = 0;
  const live = (key: string, at: number) => {
    const entry = counts.get(key);
    return entry && entry.endsAt > at ? entry : undefined;
  };
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, entry] of counts) if (entry.endsAt <= at) counts.delete(key);
  };
  return {
    increment(key, windowMs, window) {
      const at = now();
      sweep(at);
      const entry = live(key, at) ?? { count: 0, endsAt: at + windowMs };
      entry.count++;
      if (window === 'sliding') entry.endsAt = at + windowMs;
      counts.set(key, entry);
      return Promise.resolve({ count: entry.count, endsInMs: entry.endsAt - at });
    },
    read(key) {
      const at = now();
      const entry = live(key, at);
      return Promise.resolve(entry ? { count: entry.count, endsInMs: entry.endsAt - at } : null);
    },
    forget(key) {
      counts.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * INCR and its expiry in one step on the Redis server, so concurrent hits on
 * several instances never both read a stale count. A key left without an
 * expiry (never by this script) is given one.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ARGV[2] == 'sliding' or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counters shared by every instance through Redis, under `prefix`. When
 * Redis cannot answer, the request fails with 503 rather than going
 * unlimited (a limit that guards passwords must not open by itself).
 */
export function redisCounters(redis: Redis, prefix = 'inkling:count:'): Counters {
  const failed = (error: unknown): never => {
    throw Object.assign(unavailable('Please try again in a moment.'), { cause: error });
  };
  return {
    async increment(key, windowMs, window) {
      const reply = (await redis
        .eval(INCREMENT_SCRIPT, 1, prefix + key, windowMs, window)
        .catch(failed)) as [number, number];
      return { count: reply[0], endsInMs: reply[1] };
    },
    async read(key) {
      const reply = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .catch(failed);
      const count = Number(reply?.[0]?.[1] ?? 0);
      const ttl = Number(reply?.[1]?.[1] ?? -2);
      return count > 0 && ttl > 0 ? { count, endsInMs: ttl } : null;
    },
    async forget(key) {
      await redis.del(prefix + key).catch(failed);
    },
  };
}

/** Better Auth's rate limits counted in the same counters (its windows are in seconds). */
export function betterAuthRateLimitStorage(counters: Counters): BetterAuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const { count, endsInMs } = await counters.increment(
        `auth:${key}`,
        rule.window * 1000,
        'fixed',
      );
      return count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil(endsInMs / 1000)) };
    },
  };
}
