import type { MiddlewareHandler } from 'hono';
import { rateLimited } from '../errors';
import { FixedWindowLimiter } from '../http/rateLimiter';
import type { AppEnv } from '../http/types';

/** Endpoints that take an e-mail address and can be used to guess a password or flood an inbox. */
const guardedPaths = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
]);

/**
 * Limits attempts per e-mail address (Better Auth limits per client address):
 * many addresses guessing one account's password are slowed down as well.
 */
export function emailRateLimit(attemptsPerMinute: number): MiddlewareHandler<AppEnv> {
  const limiter = new FixedWindowLimiter(attemptsPerMinute, 60_000);
  return async (c, next) => {
    if (c.req.method === 'POST' && guardedPaths.has(c.req.path)) {
      const email = await readEmail(c.req.raw);
      if (email) {
        const key = `${c.req.path}:${email}`;
        if (!limiter.hit(key)) {
          c.header('Retry-After', String(limiter.retryAfterSeconds(key)));
          throw rateLimited(
            'Too many attempts for this e-mail address. Please wait a minute and try again.',
          );
        }
      }
    }
    await next();
  };
}

async function readEmail(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = await request.clone().json();
    if (
      typeof body === 'object' &&
      body !== null &&
      'email' in body &&
      typeof body.email === 'string'
    ) {
      return body.email.trim().toLowerCase();
    }
  } catch {
    // Not JSON: Better Auth will answer it with a 400.
  }
  return undefined;
}
