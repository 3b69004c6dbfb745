import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../errors';
import type { AppEnv } from '../http/types';
import type { Auth } from './auth';

/** Lets the request through only with a valid session, and puts its user on the context. */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    c.set('user', session.user);
    await next();
  };
}
