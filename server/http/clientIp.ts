import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * The header through which the client's address reaches Better Auth. Any
 * value a client sends in it is replaced, so it cannot be spoofed.
 */
export const INTERNAL_CLIENT_IP_HEADER = 'x-inkling-client-ip';

/**
 * Works out the client's address once per request: from the configured proxy
 * header when Inkling sits behind a proxy, else from the connection itself.
 * Never one shared value for everyone, so rate limits stay per client.
 */
export function clientIp(proxyHeader: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = proxyHeader ? c.req.header(proxyHeader)?.split(',')[0]?.trim() : undefined;
    c.set('clientIp', forwarded || connectionAddress(c) || 'unknown');
    await next();
  };
}

function connectionAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
    return undefined;
  }
}
