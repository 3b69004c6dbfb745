import type { Hocuspocus } from '@hocuspocus/server';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { SESSION_REVOKED, watchSessions, type SessionContext } from './sessionWatch';

/** A live connection as the watch sees it: its session, and whether its socket was closed. */
function fakeConnection(sessionId: string) {
  const close = vi.fn();
  return { connection: { context: { userId: 'u', sessionId }, webSocket: { close } }, close };
}

describe('watchSessions, the periodic check of open sockets’ sessions', () => {
  it('closes a socket whose session ended, never one opened while the check was asking', async () => {
    const ended = fakeConnection('ended-session');
    const live = fakeConnection('live-session');
    const connections: unknown[] = [ended.connection, live.connection];
    const hocuspocus = {
      documents: new Map([['note', { getConnections: () => connections }]]),
    } as unknown as Hocuspocus<SessionContext>;

    // The database answers only when the test says so: a socket opens in the meantime.
    let answer = (_rows: { id: string }[]) => undefined as void;
    const rows = new Promise<{ id: string }[]>((resolve) => (answer = resolve));
    // Only the one query the watch makes (select … from … where …) is stood in for.
    let asked = () => undefined as void;
    const asking = new Promise<void>((resolve) => (asked = resolve));
    const db = {
      select: () => ({
        from: () => ({
          where: () => {
            asked();
            return rows;
          },
        }),
      }),
    } as unknown as Db;
    const logger = { info: vi.fn(), error: vi.fn() } as unknown as Logger;

    const stop = watchSessions(hocuspocus, db, logger, { intervalMs: 60_000 });
    await asking;
    const newcomer = fakeConnection('signed-in-just-now');
    connections.push(newcomer.connection);
    answer([{ id: 'live-session' }]);
    await vi.waitFor(() => expect(ended.close).toHaveBeenCalled());
    stop();

    expect(ended.close).toHaveBeenCalledWith(SESSION_REVOKED.code, SESSION_REVOKED.reason);
    expect(live.close).not.toHaveBeenCalled();
    expect(newcomer.close).not.toHaveBeenCalled();
  });
});
