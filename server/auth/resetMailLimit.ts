import type { MiddlewareHandler } from 'hono';
import { readJsonBody } from './jsonBody';
import { rateLimited } from '../errors';
import { FixedWindowLimiter } from '../http/rateLimiter';
import type { AppEnv } from '../http/types';

const RESET_PATH = '/api/auth/request-password-reset';

/**
 * Limits password-reset e-mails per e-mail address, from any client address
 * (Better Auth limits per client address): nobody can flood an inbox. It
 * delays only reset e-mails, never signing in, so a stranger cannot lock the
 * owner out with it. Wrong passwords are slowed per address and e-mail by
 * SignInThrottle instead.
 */
export function resetMailLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const limiter = new FixedWindowLimiter('reset-mail', perMinute, 60_000);
  return async (c, next) => {
    if (c.req.method === 'POST' && c.req.path === RESET_PATH) {
      const body = await readJsonBody(c.req.raw);
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
      const verdict = email ? await limiter.hit(c.get('counters'), email) : undefined;
      if (verdict && !verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        throw rateLimited(
          'Too many reset e-mails for this address. Please wait a minute and try again.',
        );
      }
    }
    await next();
  };
}
