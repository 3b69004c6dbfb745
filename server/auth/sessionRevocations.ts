import { EventEmitter } from 'node:events';

/** A session that no longer exists: signed out, revoked from another device, expired, or its account deleted. */
export interface RevokedSession {
  id: string;
  token: string;
  userId: string;
}

/**
 * Tells whoever holds a session open (the collaboration server's sockets)
 * that it was revoked in this process, so they can drop it at once instead
 * of waiting for their next check.
 */
export interface SessionRevocations {
  publish(session: RevokedSession): void;
  /** Calls the listener for every revocation; returns the unsubscribe function. */
  subscribe(listener: (session: RevokedSession) => void): () => void;
}

export function createSessionRevocations(): SessionRevocations {
  const events = new EventEmitter();
  // One listener per open collaboration server and per test app: no leak warning for a few.
  events.setMaxListeners(100);
  return {
    publish: (session) => events.emit('revoked', session),
    subscribe(listener) {
      events.on('revoked', listener);
      return () => events.off('revoked', listener);
    },
  };
}
