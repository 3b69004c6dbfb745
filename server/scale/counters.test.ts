import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { FixedWindowLimiter } from '../http/rateLimiter';
import { memoryCounters, redisCounters } from './counters';
import { closeRedis, connectRedis, RedisUnreachableError } from './redis';
import { redisServerMissing, startRedisServer, type RedisTestServer } from './redisTestServer';

const missing = redisServerMissing();
if (missing) console.warn(`Skipping the Redis counter tests: ${missing}`);

describe.skipIf(missing)('counters in Redis', () => {
  let server: RedisTestServer;
  let one: Redis;
  let two: Redis;

  beforeAll(async () => {
    server = await startRedisServer();
    one = await connectRedis(server.url);
    two = await connectRedis(server.url);
  });
  afterAll(async () => {
    await closeRedis(one);
    await closeRedis(two);
    await server.stop();
  });

  it('counts the hits of two instances against one limit', async () => {
    const limiter = new FixedWindowLimiter('shared', 3, 60_000);
    const verdicts = [];
    for (const redis of [one, two, one, two]) {
      verdicts.push((await limiter.hit(redisCounters(redis), 'user-1')).allowed);
    }
    expect(verdicts).toEqual([true, true, true, false]);
    const refused = await limiter.hit(redisCounters(two), 'user-1');
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts concurrent hits exactly (one atomic step each)', async () => {
    const counters = [redisCounters(one), redisCounters(two)];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => counters[i % 2]!.increment('burst', 60_000, 'fixed')),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('behaves like the memory counters: fixed and sliding windows, read, forget', async () => {
    for (const counters of [redisCounters(one), memoryCounters()]) {
      await counters.increment('fixed', 200, 'fixed');
      await new Promise((resolve) => setTimeout(resolve, 120));
      const second = await counters.increment('fixed', 200, 'fixed');
      expect(second.count).toBe(2);
      expect(second.endsInMs).toBeLessThanOrEqual(90);
      const slid = await counters.increment('sliding', 60_000, 'sliding');
      expect(slid.endsInMs).toBeGreaterThan(59_000);
      expect((await counters.read('sliding'))?.count).toBe(1);
      await counters.forget('sliding');
      expect(await counters.read('sliding')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await counters.read('fixed')).toBeNull();
    }
  });

  it('answers 503 when Redis is gone, instead of letting requests through unlimited', async () => {
    const own = await startRedisServer();
    const redis = await connectRedis(own.url);
    await own.stop();
    const error = await redisCounters(redis)
      .increment('any', 1_000, 'fixed')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    redis.disconnect();
  });

  it('stops the start with a clear message when REDIS_URL cannot be reached', async () => {
    const own = await startRedisServer();
    await own.stop();
    await expect(connectRedis(own.url)).rejects.toThrow(RedisUnreachableError);
    await expect(connectRedis(own.url)).rejects.toThrow(/^Cannot reach Redis at REDIS_URL/);
  });
});
