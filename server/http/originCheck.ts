import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../errors';
import type { AppEnv } from './types';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every API write: a browser always says
 * where a request comes from (Origin, Sec-Fetch-Site); a write from another
 * site is refused before it reaches a handler. Clients that are not browsers
 * send neither header and are judged by their credentials alone.
 */
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('Origin');
      const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
      if ((origin && !allowed.has(origin)) || (!origin && crossSite)) {
        throw forbidden('This request came from another site and was refused.');
      }
    }
    await next();
  };
}
