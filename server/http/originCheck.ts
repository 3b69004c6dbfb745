import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../errors';
import type { AppEnv } from './types';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Which sites may send writes to the API, shared by our routes and Better Auth's. */
export interface OriginPolicy {
  /** PUBLIC_URL's origin and ALLOWED_ORIGINS. */
  origins: readonly string[];
  /**
   * PUBLIC_URL is not set: a page served by this server under any address
   * (127.0.0.1, the machine's LAN name) may write, since its origin is the
   * address the request was sent to.
   */
  sameOrigin: boolean;
}

/** Only the configured public address. */
export const publicUrlOnly = (publicUrl: string): OriginPolicy => ({
  origins: [new URL(publicUrl).origin],
  sameOrigin: false,
});

/** The policy with the native app's pages (capacitor://localhost, https://localhost) allowed too. */
export const withNativeApps = (
  policy: OriginPolicy,
  nativeAppOrigins: readonly string[],
): OriginPolicy => ({ ...policy, origins: [...policy.origins, ...nativeAppOrigins] });

/**
 * Whether a request whose page came from `origin` may write. Same origin
 * means the origin names the host the browser sent the request to (the Host
 * header): a page of another site cannot make its browser say otherwise.
 */
export function acceptsOrigin(
  policy: OriginPolicy,
  origin: string,
  host: string | undefined,
): boolean {
  if (policy.origins.includes(origin)) return true;
  if (!policy.sameOrigin || !host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery guard for every API write: a browser always says
 * where a request comes from (Origin, Sec-Fetch-Site); a write from another
 * site is refused before it reaches a handler. Clients that are not browsers
 * send neither header and are judged by their credentials alone.
 */
export function originCheck(policy: OriginPolicy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('Origin');
      const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
      if (
        (origin && !acceptsOrigin(policy, origin, c.req.header('Host'))) ||
        (!origin && crossSite)
      ) {
        throw forbidden('This request came from another site and was refused.');
      }
    }
    await next();
  };
}
