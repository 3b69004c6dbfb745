import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { emailRateLimit } from '../../auth/emailRateLimit';
import { INTERNAL_CLIENT_IP_HEADER } from '../../http/clientIp';
import type { AppEnv } from '../../http/types';

/**
 * `/api/auth/*`: Better Auth's endpoints (sign-up, sign-in, sessions,
 * passwords, passkeys, Google). Their answers keep Better Auth's own shape
 * (`{ code, message }`), which its client expects.
 */
export function authRoutes(auth: Auth, attemptsPerMinute: number) {
  return new Hono<AppEnv>()
    .use(emailRateLimit(attemptsPerMinute))
    .on(['GET', 'POST'], '/*', (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(INTERNAL_CLIENT_IP_HEADER, c.get('clientIp'));
      return auth.handler(new Request(c.req.raw, { headers }));
    });
}
