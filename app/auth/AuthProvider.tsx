import type { User } from '@common/schemas/user';
import { createStrictContext } from '@app/lib/createStrictContext';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore, type AuthEvent } from './sessionStore';

export interface AuthApi {
  user: User | null;
  email: string | null;
  /** True until the first fetch of the user has answered. */
  loading: boolean;
  /** Tell every tab that the session changed (after sign-in, sign-out, profile edits). */
  announce: (event: AuthEvent) => Promise<User | null>;
}

const [AuthContextProvider, useAuth] = createStrictContext<AuthApi>('AuthProvider', 'useAuth');
export { useAuth };

/**
 * The seed's auth session: loading until the first user fetch; sign-in and
 * token refresh set the user and e-mail, sign-out clears them, a user update
 * fetches again. Shared across tabs.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );

  useEffect(() => {
    void sessionStore.load();
    const stopListening = sessionStore.listenToOtherTabs();
    // Coming back to the tab is when a session may have expired or been revoked elsewhere.
    const onFocus = () => void sessionStore.refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      stopListening();
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  const value = useMemo<AuthApi>(() => {
    const user = snapshot.status === 'ready' ? snapshot.user : null;
    return {
      user,
      email: user?.email ?? null,
      loading: snapshot.status === 'loading',
      announce: sessionStore.announce,
    };
  }, [snapshot]);

  return <AuthContextProvider value={value}>{children}</AuthContextProvider>;
}
