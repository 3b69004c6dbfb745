import { IDEMPOTENCY_KEY_HEADER } from '@common/offline';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './types';
import { addVary } from './vary';

/**
 * The pages of the iOS and Android apps (Capacitor): iOS serves the bundled
 * app from capacitor://localhost, Android from https://localhost. They are
 * the only other sites the API answers across origins (NATIVE_APP_ORIGINS).
 */
export const DEFAULT_NATIVE_APP_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;

/** The session token the native app keeps (Better Auth's bearer plugin names it so). */
export const SESSION_TOKEN_HEADER = 'set-auth-token';

/**
 * CORS for the native app alone: a preflight or request from one of its
 * origins is answered with that origin, credentials allowed and the headers
 * the app sends and reads; any other origin gets no CORS headers at all (its
 * browser then hides the answer, and the Origin check refuses its writes).
 */
export function nativeAppCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_KEY_HEADER],
    exposeHeaders: ['Idempotent-Replayed', 'Retry-After', SESSION_TOKEN_HEADER],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && allowed.has(origin)) return handler(c, next);
    // Hono's cors would answer any preflight and allow credentials to anyone: others skip it.
    await next();
    // Answers differ by Origin: a cache must not hand one site's answer to another.
    if (allowed.size > 0) addVary(c, 'Origin');
  };
}
