import type { Connection, Hocuspocus } from '@hocuspocus/server';
import { and, gt, inArray } from 'drizzle-orm';
import type { SessionRevocations } from '../auth/sessionRevocations';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import type { Logger } from '../logger';
import { runPeriodically } from '../jobs/periodic';

/** What a live connection remembers of the sign-in that opened it. */
export interface SessionContext {
  userId: string;
  /** Absent on the server's own (direct) connections. */
  sessionId?: string;
  /** A direct connection whose caller reports the note change itself (see LiveNotes.applyIfOpen). */
  announcedByCaller?: boolean;
}

/** How often open sockets' sessions are checked against the database (revocations by another server process). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/** The close code and reason a socket gets when its session ends. */
export const SESSION_REVOKED = { code: 4401, reason: 'Session revoked' } as const;

/**
 * Closes the sockets of a session as soon as it ends: at once for a sign-out,
 * revocation or password change in this process, and within
 * SESSION_CHECK_INTERVAL_MS for one made by another process sharing the
 * database (or a session that expired). Returns the stop function.
 */
export function watchSessions(
  hocuspocus: Hocuspocus<SessionContext>,
  db: Db,
  logger: Logger,
  {
    revocations,
    intervalMs = SESSION_CHECK_INTERVAL_MS,
  }: { revocations?: SessionRevocations | undefined; intervalMs?: number | undefined } = {},
): () => void {
  const connections = (): Connection<SessionContext>[] =>
    [...hocuspocus.documents.values()].flatMap(
      (document) => document.getConnections() as Connection<SessionContext>[],
    );

  const closeSessions = (ended: (sessionId: string) => boolean) => {
    let closed = 0;
    for (const connection of connections()) {
      const { sessionId } = connection.context;
      if (sessionId === undefined || !ended(sessionId)) continue;
      // The whole socket: its session has no right to any note any more.
      connection.webSocket.close(SESSION_REVOKED.code, SESSION_REVOKED.reason);
      closed++;
    }
    return closed;
  };

  const unsubscribe = revocations?.subscribe((revoked) => {
    closeSessions((sessionId) => sessionId === revoked.id);
  });

  const stopChecking = runPeriodically(
    async () => {
      const open = new Set(
        connections().flatMap((connection) => connection.context.sessionId ?? []),
      );
      if (open.size === 0) return 0;
      const live = await db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, [...open]), gt(session.expiresAt, new Date())));
      const stillLive = new Set(live.map((row) => row.id));
      // Only the sessions asked about: a socket opened while the query ran has a session the
      // query never saw, and closing it as ended sent a fresh sign-in "Session revoked".
      return closeSessions((sessionId) => open.has(sessionId) && !stillLive.has(sessionId));
    },
    intervalMs,
    logger,
    {
      done: 'closed live-editing sockets of ended sessions',
      failed: 'could not check the sessions of live-editing sockets',
    },
  );

  return () => {
    unsubscribe?.();
    stopChecking();
  };
}
