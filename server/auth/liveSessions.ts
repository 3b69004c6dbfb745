import type { Database } from '../db/client';

/** The cookie cache's version while its session row exists; any other value makes Better Auth read the row again. */
const LIVE_SESSION = 'live';
const REVOKED_SESSION = 'revoked';

/**
 * Backs Better Auth's session cookie cache with a revocation check. The
 * signed cookie spares reading the session and its user on every request,
 * but a session deleted anywhere (this process, another server on the same
 * PostgreSQL) must stop working at once: every request still confirms the
 * row exists, by primary key. Used as `cookieCache.version`: when the row is
 * gone the versions differ, Better Auth drops the cached copy, finds no
 * session and clears the cookies.
 */
export function sessionLiveness(database: Database) {
  // Planned once (server/db/client.ts): it runs on every signed-in request.
  const exists = database.prepare<{ id: string }>({
    name: 'inkling_session_exists',
    params: 1,
    text: 'select id from sessions where id = $1',
  });
  return async (cached: { id: string }): Promise<string> => {
    const rows = await exists([cached.id]);
    return rows.length > 0 ? LIVE_SESSION : REVOKED_SESSION;
  };
}
