import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { queryClient } from '@app/lib/queryClient';
import { startOfflineSync } from './offlineSync';
import { persistOptionsFor } from './persister';

/**
 * The signed-in user's offline data: the query cache restored from (and
 * saved to) this device under their id, and their outbox replayed while
 * the app is open. Restored answers are read again from the server at once.
 * A write the server refuses for good is told in a toast,
 * never dropped in silence.
 */
export function OfflineDataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { toast } = useToast();
  const persistOptions = useMemo(() => persistOptionsFor(userId), [userId]);

  useEffect(
    () =>
      startOfflineSync(userId, queryClient, (entry, message) => {
        toast({
          title: 'A change was not saved',
          description: `${entry.label} was refused: ${message}`,
          variant: 'destructive',
        });
      }),
    [userId, toast],
  );

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // What came from the device may be old however recently it was saved: read it all again
      // (offline, the reads wait for the connection and the device's copy stays on screen).
      onSuccess={() => queryClient.invalidateQueries()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
