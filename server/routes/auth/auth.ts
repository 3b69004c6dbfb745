import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Auth } from '../../auth/auth';
import { findAuthInputProblem, MAX_AUTH_BODY_BYTES } from '../../auth/authInput';
import { resetMailLimit } from '../../auth/resetMailLimit';
import { signInThrottle } from '../../auth/signInThrottle';
import { withoutSessionTokens } from '../../auth/sessionTokens';
import { INTERNAL_CLIENT_IP_HEADER } from '../../http/clientIp';
import type { AppEnv } from '../../http/types';
import { readJsonBody } from '../../auth/jsonBody';

/**
 * `/api/auth/*`: Better Auth's endpoints (sign-up, sign-in, sessions,
 * passwords, passkeys, Google). Their answers keep Better Auth's own shape
 * (`{ code, message }`), which its client expects. Around them: a size cap on
 * bodies and their free text, growing delays after wrong passwords per
 * address and e-mail, a cap on reset e-mails per address, and session tokens
 * taken out of every answer (the HttpOnly cookie is their only copy).
 */
export function authRoutes(
  auth: Auth,
  attemptsPerMinute: number,
  /** The native app's origins: only their requests get the session token (set-auth-token). */
  nativeAppOrigins: readonly string[] = [],
) {
  const callBetterAuth = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(INTERNAL_CLIENT_IP_HEADER, c.get('clientIp'));
    const origin = c.req.header('Origin');
    return withoutSessionTokens(await auth.handler(new Request(c.req.raw, { headers })), {
      keepBearerHeader: origin !== undefined && nativeAppOrigins.includes(origin),
    });
  };

  return new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: MAX_AUTH_BODY_BYTES,
        onError: (c) =>
          c.json({ code: 'BODY_TOO_LARGE', message: 'This request is too large.' }, 413),
      }),
    )
    .use(async (c, next) => {
      if (c.req.method === 'POST') {
        const problem = findAuthInputProblem(await readJsonBody(c.req.raw));
        if (problem) return c.json(problem, 400);
      }
      await next();
    })
    .use(resetMailLimit(attemptsPerMinute))
    .post('/sign-in/email', async (c) => {
      const body = await readJsonBody(c.req.raw);
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      const address = c.get('clientIp');
      const counters = c.get('counters');
      const waitMs = await signInThrottle.waitMs(counters, address, email);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        c.header('Retry-After', String(seconds));
        const message = `Too many wrong passwords for this account. Please wait ${seconds} s and try again.`;
        return c.json({ code: 'TOO_MANY_ATTEMPTS', message }, 429);
      }
      const response = await callBetterAuth(c);
      if (response.status === 401) await signInThrottle.recordFailure(counters, address, email);
      else if (response.ok) await signInThrottle.recordSuccess(counters, address, email);
      return response;
    })
    .on(['GET', 'POST'], '/*', callBetterAuth);
}
