import type { Database } from '../db/client';

/** The cookie cache's version while its session row exists; any other value makes Better Auth read the row again. */
const LIVE_SESSION = 'live';
const REVOKED_SESSION = 'revoked';

/** Where the database announces each deleted session's id (migration 0020). */
export const SESSION_DELETED_CHANNEL = 'inkling_session_deleted';

/** Sessions known to be live, kept at most (least recently used leave first): an id each. */
export const MAX_KNOWN_LIVE_SESSIONS = 10_000;

/** Whether a session's row still exists. */
type IsLive = (sessionId: string) => Promise<boolean>;

// One per database, however many auth instances share it (tests build one per app).
const checks = new WeakMap<Database, IsLive>();

/**
 * Backs Better Auth's session cookie cache with a revocation check. The
 * signed cookie spares reading the session and its user on every request,
 * but a session deleted anywhere must stop working at once: every request
 * confirms the row still exists. Used as `cookieCache.version`: when the row
 * is gone the versions differ, Better Auth drops the cached copy, finds no
 * session and clears the cookies.
 *
 * On PostgreSQL other servers may delete the row, so every request looks it
 * up by primary key. On the embedded database this process is the only
 * client and the database announces every deletion (a trigger, migration
 * 0020), so a session found live stays known live until its deletion is
 * heard: no lookup per request (docs/adr/0004-session-deletion-notices.md).
 */
export function sessionLiveness(database: Database) {
  let isLive = checks.get(database);
  if (!isLive) {
    isLive = database.listen ? rememberedUntilDeleted(database, database.listen) : lookUp(database);
    checks.set(database, isLive);
  }
  const check = isLive;
  return async (cached: { id: string }): Promise<string> =>
    (await check(cached.id)) ? LIVE_SESSION : REVOKED_SESSION;
}

function lookUp(database: Database): IsLive {
  // Planned once (server/db/client.ts): it runs on every signed-in request.
  const exists = database.prepare<{ id: string }>({
    name: 'inkling_session_exists',
    params: 1,
    text: 'select id from sessions where id = $1',
  });
  return async (sessionId) => (await exists([sessionId])).length > 0;
}

function rememberedUntilDeleted(
  database: Database,
  listen: NonNullable<Database['listen']>,
): IsLive {
  const exists = lookUp(database);
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const knownLive = new Map<string, true>();
  /** Bumped by every deletion heard: a lookup that began before one is not remembered. */
  let deletions = 0;
  let listening = false;
  listen(SESSION_DELETED_CHANNEL, (sessionId) => {
    deletions++;
    knownLive.delete(sessionId);
  }).then(
    () => (listening = true),
    // Without the notices nothing is remembered: every check looks the row up, as on PostgreSQL.
    () => undefined,
  );

  return async (sessionId) => {
    if (knownLive.delete(sessionId)) {
      knownLive.set(sessionId, true);
      return true;
    }
    const heardBefore = deletions;
    const couldRemember = listening;
    const live = await exists(sessionId);
    if (live && couldRemember && deletions === heardBefore) {
      knownLive.set(sessionId, true);
      for (const oldest of knownLive.keys()) {
        if (knownLive.size <= MAX_KNOWN_LIVE_SESSIONS) break;
        knownLive.delete(oldest);
      }
    }
    return live;
  };
}
