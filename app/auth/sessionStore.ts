import type { SessionResponse, User } from '@common/schemas/user';
import { apiFetch, forgetNativeSession } from '@app/native/serverConnection';
import { isUnreachable, lastKnownUser, rememberUser } from './offlineSession';

/**
 * Who is signed in, fetched from `/api/session` and shared by the AuthProvider and
 * the route guard (a clientLoader runs outside React). Other tabs learn of
 * sign-ins and sign-outs through a BroadcastChannel.
 */
export type SessionSnapshot = { status: 'loading' } | { status: 'ready'; user: User | null };

export type AuthEvent = 'signed-in' | 'signed-out' | 'user-updated';

const CHANNEL = 'inkling_auth';
const LOADING: SessionSnapshot = { status: 'loading' };

let snapshot: SessionSnapshot = LOADING;
let inflight: Promise<User | null> | null = null;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
/** This page signed out on purpose (not a reload, not another tab). */
let signedOutHere = false;

function publish(next: SessionSnapshot) {
  snapshot = next;
  if (next.status === 'ready') rememberUser(next.user);
  listeners.forEach((listener) => {
    listener();
  });
}

async function fetchUser(): Promise<User | null> {
  // /api/session answers null for a visitor (a 401 would be a console error on every page).
  const response = await apiFetch('/api/session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not load the signed-in user (HTTP ${response.status})`);
  // Typed, not parsed: zod would add ~15 KB to every page, and this is our own server.
  const body = (await response.json()) as SessionResponse;
  return body.user;
}

/**
 * What this device keeps of a signed-in user: the offline copies of notes,
 * the cached server data (in memory and on the device) and, on a deliberate
 * sign-out (which warned about unsynced changes first), the outbox; a
 * session that merely ended keeps the outbox for the next sign-in. Loaded on
 * demand: every public page loads this file, few pages sign out.
 */
function forgetSignedInData({ outbox }: { outbox: boolean }) {
  // The native app's session token is dead too (signed out or revoked).
  forgetNativeSession();
  void import('@app/notes/localCopies').then(({ forgetLocalCopies }) => forgetLocalCopies());
  void import('@app/lib/queryClient').then(({ queryClient }) => queryClient.clear());
  void import('@app/offline/forgetOfflineData').then(({ forgetOfflineData }) =>
    forgetOfflineData({ outbox }),
  );
}

const isSignedIn = () => snapshot.status === 'ready' && snapshot.user !== null;

function refresh(): Promise<User | null> {
  inflight ??= fetchUser()
    .catch((error: unknown) => {
      // Offline: the user this device last saw signed in (offlineSession.ts).
      const known = isUnreachable(error) ? lastKnownUser() : null;
      if (known) return known;
      // The seed: a failed user fetch is logged and the user cleared.
      console.error('Could not load the signed-in user', error);
      return null;
    })
    .then((user) => {
      publish({ status: 'ready', user });
      return user;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export const sessionStore = {
  getSnapshot: () => snapshot,
  getServerSnapshot: () => LOADING,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The user, fetched once and then served from memory. */
  load: (): Promise<User | null> =>
    snapshot.status === 'ready' ? Promise.resolve(snapshot.user) : refresh(),
  /** Fetches the user again (after a token refresh, a profile change, a focus). */
  refresh,
  /**
   * The server answered 401 while this page believed it was signed in: the
   * session was revoked on another device, by a password change, or expired.
   * Signs this page out once (the signed-in layout then sends the user to
   * /login?next=…) and tells the other tabs, which share the dead cookie.
   * Later 401s, and 401s of visitors, change nothing.
   */
  expire: () => {
    if (!isSignedIn()) return;
    // Signed out from elsewhere: the sign-in screen offers biometric unlock without prompting at once.
    signedOutHere = true;
    publish({ status: 'ready', user: null });
    forgetSignedInData({ outbox: false });
    channel?.postMessage('signed-out' satisfies AuthEvent);
  },
  /** Records a change made in this tab and tells the other tabs. */
  announce: async (event: AuthEvent): Promise<User | null> => {
    if (event === 'signed-out') {
      signedOutHere = true;
      publish({ status: 'ready', user: null });
      forgetSignedInData({ outbox: true });
    }
    const user = event === 'signed-out' ? null : await refresh();
    channel?.postMessage(event);
    return user;
  },
  /**
   * Whether this page has just signed out on purpose: the sign-in screen then
   * offers biometric unlock without prompting at once. Forgotten on reload.
   */
  signedOutHere: () => signedOutHere,
  forgetSignedOutHere: () => {
    signedOutHere = false;
  },
  /** Starts listening to other tabs; returns the stop function. */
  listenToOtherTabs: (): (() => void) => {
    if (typeof BroadcastChannel === 'undefined') return () => undefined;
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (message: MessageEvent<AuthEvent>) => {
      if (message.data === 'signed-out') publish({ status: 'ready', user: null });
      else void refresh();
    };
    return () => {
      channel?.close();
      channel = null;
    };
  },
};
