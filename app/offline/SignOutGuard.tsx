import { onlineManager } from '@tanstack/react-query';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button } from '@app/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@app/components/ui/Dialog';
import { createStrictContext } from '@app/lib/createStrictContext';
import { changesWords } from './UnsyncedIndicator';
import {
  currentUnsyncedChanges,
  useOfflineSync,
  useUnsyncedChanges,
  whenAllSynced,
} from './useUnsyncedChanges';

/** Signs out (and reports its own failure); resolves once done or failed. */
export type SignOut = () => Promise<void>;

interface SignOutGuardApi {
  /**
   * Signs out at once when every change has reached the server; otherwise
   * asks first: wait for them, sign out anyway (losing them), or cancel.
   */
  requestSignOut: (signOut: SignOut) => void;
}

const [SignOutGuardContext, useSignOutGuard] = createStrictContext<SignOutGuardApi>(
  'SignOutGuard',
  'useSignOutGuard',
);
export { useSignOutGuard };

const useIsOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );

/**
 * Stands between "Sign out" and the deletion of everything this device
 * keeps (note copies, outbox, cached data): while changes have not reached
 * the server, the user chooses. Waiting replays the outbox and signs out once
 * nothing is left; offline it says so and waits for the connection.
 */
export function SignOutGuard({ children }: { children: ReactNode }) {
  const sync = useOfflineSync();
  const [signOut, setSignOut] = useState<SignOut | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState(false);

  // The count is read when asked, not followed: it moves with every key typed in a note, and
  // following it rendered the guard (and its dialog) twice per key. The open dialog follows it.
  const requestSignOut = useCallback((next: SignOut) => {
    if (currentUnsyncedChanges().count === 0) void next();
    else setSignOut(() => next);
  }, []);
  const api = useMemo<SignOutGuardApi>(() => ({ requestSignOut }), [requestSignOut]);

  /** Counts the dialog's closings: a wait that ends after its dialog closed does nothing. */
  const round = useRef(0);

  const close = useCallback(() => {
    round.current += 1;
    setSignOut(null);
    setWaiting(false);
  }, []);

  const finish = useCallback(async () => {
    if (!signOut) return;
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      close();
    }
  }, [signOut, close]);

  /** Sends what waits, and signs out once the last change has reached the server. */
  const wait = async () => {
    const mine = round.current;
    setWaiting(true);
    void sync?.replay();
    await whenAllSynced(sync);
    if (round.current === mine) await finish();
  };

  return (
    <SignOutGuardContext value={api}>
      {children}
      <Dialog open={signOut !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogTitle>Changes not synced yet</DialogTitle>
          <UnsyncedCountText waiting={waiting} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void finish()}>
              Sign out anyway
            </Button>
            <Button disabled={waiting || busy} onClick={() => void wait()}>
              {waiting ? 'Waiting…' : 'Wait and sign out'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </SignOutGuardContext>
  );
}

/** What the open dialog says of the changes, following them as they reach the server. */
function UnsyncedCountText({ waiting }: { waiting: boolean }) {
  const { count } = useUnsyncedChanges();
  const online = useIsOnline();
  return (
    <>
      <DialogDescription>
        {count === 1
          ? '1 change has not reached the server yet.'
          : `${count} changes have not reached the server yet.`}{' '}
        Wait for them, or sign out and lose them?
      </DialogDescription>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {waiting &&
          (online
            ? `Sending… ${changesWords(count)}.`
            : 'You are offline: the changes are sent when the connection is back, and you are signed out then. Keep this page open.')}
      </p>
    </>
  );
}
