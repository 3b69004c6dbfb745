import type { BetterAuthRateLimitStorage } from '@better-auth/core';
import { passkey } from '@better-auth/passkey';
import { MIN_PASSWORD_LENGTH, PRODUCT_NAME } from '@common/constants';
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { INTERNAL_CLIENT_IP_HEADER } from '../http/clientIp';
import { acceptsOrigin, publicUrlOnly, type OriginPolicy } from '../http/originCheck';
import type { Mailer } from '../mail/mailer';
import { sessionLiveness } from './liveSessions';
import { hashPassword, verifyPassword } from './password';
import { forgetResetLinks } from './resetLinks';
import { checkedSecret } from './secret';
import { createSessionRevocations, type SessionRevocations } from './sessionRevocations';
import { createVerifiedSessions } from './verifiedSessions';
// Better Auth's context storages switched off between its calls (promise hooks cost every request).
export { idleAuthStoragesSwitchedOff } from './idleContextStorage';

export interface AuthConfig {
  publicUrl: string;
  secret: string;
  google?: { clientId: string; clientSecret: string } | undefined;
  /** Sign-in and sign-up attempts per minute and client address. */
  attemptsPerMinute: number;
  /** Which sites may call the endpoints from a browser; default: PUBLIC_URL only. */
  originPolicy?: OriginPolicy | undefined;
  /** Where its rate limits count when several instances share them (Redis); unset: its own memory. */
  rateLimitStorage?: BetterAuthRateLimitStorage | undefined;
}

/** What happens around an account's life beyond its own rows. */
export interface AccountLifecycle {
  /** Fills a new account (the welcome note). */
  onUserCreated?: (userId: string) => Promise<unknown>;
  /** Cleans up what lives outside the database (uploaded files) after an account is deleted. */
  onUserDeleted?: (userId: string) => Promise<unknown>;
  /** Told of every session deleted (sign-out, revocation, password change or reset, deletion). */
  revocations?: SessionRevocations;
}

const noop = () => Promise.resolve();

/** A session lasts a week and is extended, by a request, once a day has passed (Better Auth's defaults, said here). */
const SESSION_EXPIRES_IN = 7 * 24 * 60 * 60;
const SESSION_UPDATE_AGE = 24 * 60 * 60;

/**
 * Better Auth over our database: e-mail and password (argon2id), Google when
 * configured, passkeys for biometric unlock, database sessions in an
 * HttpOnly SameSite=Lax cookie (Secure behind https) or, from the native app,
 * a bearer token, rate limits per client.
 * Mounted at /api/auth; its endpoints are listed in docs/ARCHITECTURE.md.
 * `sessions.sessionOf(headers)` is the API's session check: Better Auth's,
 * reused for a minute per credentials (server/auth/verifiedSessions.ts).
 */
export function createAuth(
  database: Database,
  config: AuthConfig,
  mailer: Mailer,
  lifecycle: AccountLifecycle = {},
) {
  const { onUserCreated = noop, onUserDeleted = noop } = lifecycle;
  const url = new URL(config.publicUrl);
  const originPolicy = config.originPolicy ?? publicUrlOnly(config.publicUrl);
  const isLive = sessionLiveness(database);
  // Without a channel from the caller, one of its own: the verified sessions must hear of every deletion.
  const revocations = lifecycle.revocations ?? createSessionRevocations();
  const verifiedSessions = createVerifiedSessions<VerifiedAuthSession>({
    verify: (headers) => auth.api.getSession({ headers }),
    isLive: async (id) => (await isLive({ id })) === 'live',
    revocations,
    expiresIn: SESSION_EXPIRES_IN,
    updateAge: SESSION_UPDATE_AGE,
  });
  const attemptRule = { window: 60, max: config.attemptsPerMinute };
  const auth = betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: checkedSecret(config.secret, 'the auth configuration'),
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    // Better Auth checks the Origin of its endpoints itself: the same rule as the rest of the API.
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      const host = request?.headers.get('host') ?? undefined;
      return origin && acceptsOrigin(originPolicy, origin, host)
        ? [...originPolicy.origins, origin]
        : [...originPolicy.origins];
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      // One link used ends the others: an older e-mail must not set the password again.
      onPasswordReset: async ({ user }) => forgetResetLinks(database, user.id),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url: resetUrl }) =>
        mailer.send({
          to: user.email,
          subject: `Reset your ${PRODUCT_NAME} password`,
          text:
            `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.\n\n` +
            `Choose a new password here (the link works for one hour):\n${resetUrl}\n\n` +
            'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        }),
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    plugins: [
      // The native app cannot keep this site's cookie (WKWebView blocks third-party cookies):
      // it sends the signed session token as `Authorization: Bearer`. The token reaches only
      // the app's own requests (routes/auth strips set-auth-token from every other answer).
      bearer({ requireSignature: true }),
      passkey({
        rpID: url.hostname,
        rpName: PRODUCT_NAME,
        origin: url.origin,
        // Biometric unlock: a discoverable credential on this device, verified by the user.
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          residentKey: 'required',
          userVerification: 'required',
        },
      }),
    ],
    user: {
      deleteUser: {
        enabled: true,
        afterDelete: async (deleted) => void (await onUserDeleted(deleted.id)),
      },
    },
    databaseHooks: {
      user: {
        create: { after: async (created) => void (await onUserCreated(created.id)) },
        // A new name or e-mail shows at once on this server, not after the cache's minute.
        update: {
          after: (updated) => {
            verifiedSessions.forgetUser(updated.id);
            return Promise.resolve();
          },
        },
      },
      session: {
        delete: {
          after: (deleted) => {
            revocations.publish({
              id: deleted.id,
              token: deleted.token,
              userId: deleted.userId,
            });
            return Promise.resolve();
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      // A signed copy of the session and its user spares reading both on most requests;
      // its "version" is a primary-key check that the session still exists, so a session
      // revoked anywhere stops working at once (docs/adr/0003-session-revocation-check.md).
      cookieCache: {
        enabled: true,
        maxAge: 60,
        version: isLive,
      },
    },
    rateLimit: {
      enabled: true,
      ...(config.rateLimitStorage ? { customStorage: config.rateLimitStorage } : {}),
      // Everything else under /api/auth (session reads, passkey ceremonies): a roomy ceiling.
      window: 60,
      max: config.attemptsPerMinute * 30,
      customRules: {
        '/sign-in/email': attemptRule,
        '/sign-up/email': attemptRule,
        '/sign-in/passkey': attemptRule,
        '/request-password-reset': attemptRule,
        '/reset-password': attemptRule,
        '/change-password': attemptRule,
        '/delete-user': attemptRule,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [INTERNAL_CLIENT_IP_HEADER] },
      useSecureCookies: url.protocol === 'https:',
    },
  });
  return Object.assign(auth, { sessions: verifiedSessions });
}

/** A session as Better Auth's getSession answers it (user and session rows). */
type VerifiedAuthSession = NonNullable<
  Awaited<ReturnType<ReturnType<typeof betterAuth>['api']['getSession']>>
>;

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
