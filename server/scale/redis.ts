import type { Redis, RedisOptions } from 'ioredis';

/** What REDIS_URL says, in the shape both ioredis copies take (ours and Hocuspocus's own). */
export interface RedisAddress {
  host: string;
  port: number;
  options: Pick<RedisOptions, 'username' | 'password' | 'db' | 'tls'>;
}

/** A redis:// or rediss:// URL (user, password, database number in the path) as an address. */
export function redisAddress(url: string): RedisAddress {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.slice(1) || 0);
  return {
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 6379),
    options: {
      ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
      ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
      ...(Number.isInteger(db) && db > 0 ? { db } : {}),
      ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  };
}

export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/**
 * The instances' shared Redis: one client for commands and one per
 * subscriber (`duplicate()`). Connects at once and answers a PING, so a
 * wrong REDIS_URL stops the start with one clear line. Later, a lost
 * connection is retried in the background; commands wait for it up to
 * `maxRetriesPerRequest` reconnection attempts, then fail (see
 * docs/OPERATIONS.md, Scaling out).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { host, port, options } = redisAddress(url);
  // Loaded only when there is a Redis to reach: one instance has none.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient({
    host,
    port,
    ...options,
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 2,
    // Reconnect quickly at first, then every 2 s at most.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis prints every failed reconnection; the commands report their own.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    // The URL may hold a password: name the host, never the URL.
    throw new RedisUnreachableError(`Cannot reach Redis at REDIS_URL (${host}:${port}): ${reason}`);
  }
  return redis;
}

/** Closes a client, waiting for its replies; a dead connection is just dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  await redis.quit().catch(() => redis.disconnect());
}
