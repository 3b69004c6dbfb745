import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../errors';
import type { AppEnv } from '../http/types';
import type { Auth } from './auth';

/**
 * Lets the request through only with a valid session, and puts its user on
 * the context. A middleware earlier in the chain that already read this
 * request's session (the idempotency keys) leaves its user there: one lookup
 * per request, not two.
 */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The context is untyped at run time: `user` is absent until someone sets it.
    if ((c.get('user') as AppEnv['Variables']['user'] | undefined) !== undefined) return next();
    const session = await auth.sessions.sessionOf(c.req.raw.headers);
    if (!session) throw unauthorized();
    c.set('user', session.user);
    await next();
  };
}
