import { createHash } from 'node:crypto';
import type { SessionRevocations } from './sessionRevocations';

/** What the cache needs to know of a session Better Auth verified. */
export interface VerifiedSession {
  session: { id: string; userId: string; expiresAt: Date };
  user: { id: string };
}

export interface VerifiedSessionsOptions<S extends VerifiedSession> {
  /** Better Auth's full check of the request's session (signature, row, user, refresh). */
  verify: (headers: Headers) => Promise<S | null>;
  /** Whether the session's row still exists (a primary-key lookup): asked on every use. */
  isLive: (sessionId: string) => Promise<boolean>;
  /** Sessions deleted in this process (and, with Redis, in the others): dropped at once. */
  revocations: SessionRevocations;
  /** Better Auth's session lifetime and refresh age, in seconds. */
  expiresIn: number;
  updateAge: number;
  /** How long a verified session is reused at most. */
  ttlMs?: number;
  /** How many verified sessions are kept at most (least recently used leave first). */
  maxEntries?: number;
  now?: () => number;
}

export interface VerifiedSessions<S extends VerifiedSession> {
  /** The session these request headers carry, or null: from the cache when it was verified lately. */
  sessionOf(headers: Headers): Promise<S | null>;
  /** Drops the user's cached sessions (their profile changed). */
  forgetUser(userId: string): void;
  readonly size: number;
}

interface Entry<S> {
  verified: S;
  /** Until when it may be reused: the TTL, the session's expiry or its refresh, whichever is first. */
  until: number;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Sessions Better Auth verified lately, by the request's credentials (its
 * Authorization and Cookie headers, hashed): a request with the same
 * credentials skips Better Auth's per-request work (its endpoint machinery,
 * the signature, reading the session and user, signing a new cookie cache
 * the API never sends) and costs a hash and the primary-key check that the
 * session row still exists (docs/adr/0003-session-revocation-check.md), so
 * a session deleted anywhere is refused on its next request, as before.
 *
 * An entry lives at most `ttlMs` (the cookie cache's 60 s: the same lag for
 * profile fields, which grant nothing), never past the session's expiry nor
 * past the moment Better Auth would extend it (`updateAge`): then the request
 * goes through Better Auth again, which refreshes the row. Revocations in
 * this process drop the session's entries at once; a profile change drops
 * the user's. Bounded: `maxEntries`, least recently used first out.
 */
export function createVerifiedSessions<S extends VerifiedSession>(
  options: VerifiedSessionsOptions<S>,
): VerifiedSessions<S> & { stop(): void } {
  const {
    verify,
    isLive,
    revocations,
    ttlMs = DEFAULT_TTL_MS,
    maxEntries = DEFAULT_MAX_ENTRIES,
    now = Date.now,
  } = options;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry<S>>();
  /** Bumped by every revocation: a verification that started before one is not kept. */
  let generation = 0;

  const dropWhere = (matches: (verified: S) => boolean) => {
    for (const [key, entry] of entries) if (matches(entry.verified)) entries.delete(key);
  };
  const unsubscribe = revocations.subscribe((revoked) => {
    generation++;
    dropWhere((verified) => verified.session.id === revoked.id);
  });

  const store = (key: string, verified: S) => {
    const { expiresAt } = verified.session;
    // Better Auth extends a session once less than expiresIn - updateAge is left.
    const refreshAt = expiresAt.getTime() - (options.expiresIn - options.updateAge) * 1000;
    const until = Math.min(now() + ttlMs, expiresAt.getTime(), refreshAt);
    if (until <= now()) return;
    entries.set(key, { verified, until });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  /** Verifications under way, by credentials: requests arriving together ask Better Auth once. */
  const verifying = new Map<string, Promise<S | null>>();
  const verifyOnce = (id: string, headers: Headers): Promise<S | null> => {
    const pending = verifying.get(id);
    if (pending) return pending;
    const startedAt = generation;
    const verification = verify(headers)
      .then((verified) => {
        if (verified && startedAt === generation) store(id, verified);
        return verified;
      })
      .finally(() => verifying.delete(id));
    verifying.set(id, verification);
    return verification;
  };

  return {
    async sessionOf(headers) {
      const authorization = headers.get('authorization') ?? '';
      const cookie = headers.get('cookie') ?? '';
      if (!authorization && !cookie) return null;
      const key = createHash('sha256').update(authorization).update('\n').update(cookie).digest();
      const id = key.toString('base64');
      const entry = entries.get(id);
      if (entry && entry.until > now()) {
        // Back at the most recently used end at once, and kept there during the check below:
        // requests with the same credentials that arrive meanwhile (a client's parallel
        // requests) use it too. A revocation meanwhile drops it from the map as usual.
        entries.delete(id);
        entries.set(id, entry);
        if (await isLive(entry.verified.session.id)) return entry.verified;
        if (entries.get(id) === entry) entries.delete(id);
      } else if (entry) entries.delete(id);
      return verifyOnce(id, headers);
    },
    forgetUser(userId) {
      dropWhere((verified) => verified.user.id === userId);
    },
    get size() {
      return entries.size;
    },
    stop: unsubscribe,
  };
}
