import { Capacitor } from '@capacitor/core';
import { formatBytes } from '@common/schemas/attachments';
import { Download } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@app/components/ui/Button';
import { installPromptStore, promptInstall } from '@app/serviceWorker/installPrompt';
import {
  isInstalledApp,
  readOfflineStorageStatus,
  type OfflineStorageStatus,
} from '@app/serviceWorker/persistentStorage';

/**
 * Whether this device keeps Inkling's offline data for good (the browser's
 * persistent storage, asked for at sign-in), how much it holds, and whether
 * Inkling runs as an installed app, with the way to install it.
 */
export function OfflineStorageSettings() {
  const [status, setStatus] = useState<OfflineStorageStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const install = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.getSnapshot,
    installPromptStore.getServerSnapshot,
  );
  const native = Capacitor.isNativePlatform();
  const installed = native || install.installed || isInstalledApp();

  const refresh = useCallback(() => {
    void readOfflineStorageStatus().then(setStatus);
  }, []);
  useEffect(refresh, [refresh]);

  async function askToKeep() {
    setAsking(true);
    try {
      await navigator.storage.persist();
    } finally {
      setAsking(false);
      refresh();
    }
  }

  if (!status) return <p className="text-sm text-muted-foreground">Checking this device…</p>;
  const canAsk = status.persisted === false && typeof navigator.storage?.persist === 'function';

  return (
    <dl className="grid gap-4 text-sm">
      <div>
        <dt className="font-medium">Kept on this device</dt>
        <dd className="mt-1 text-muted-foreground">
          {status.persisted === true
            ? 'Yes — the browser will not clear it.'
            : status.persisted === false
              ? 'No — the browser may clear it when space runs low.'
              : 'This browser does not say whether it keeps Inkling’s offline data.'}
          {status.usageBytes !== undefined && (
            <>
              {' '}
              Inkling’s offline data here: {formatBytes(status.usageBytes)}
              {status.quotaBytes ? ` of ${formatBytes(status.quotaBytes)} available` : ''}.
            </>
          )}
        </dd>
        {canAsk && (
          <dd>
            <Button
              className="mt-2"
              variant="outline"
              size="sm"
              disabled={asking}
              onClick={() => void askToKeep()}
            >
              Ask the browser to keep it
            </Button>
          </dd>
        )}
      </div>
      <div>
        <dt className="font-medium">Installed as an app</dt>
        <dd className="mt-1 text-muted-foreground">
          {installed
            ? 'Yes — Inkling opens in its own window.'
            : 'No — Inkling is open in a browser tab.'}
        </dd>
        {!installed &&
          (install.canPrompt ? (
            <dd>
              <Button className="mt-2" size="sm" onClick={() => void promptInstall()}>
                <Download aria-hidden />
                Install Inkling
              </Button>
            </dd>
          ) : (
            <dd className="mt-1 text-muted-foreground">
              To install it: in Chrome or Edge, choose Install Inkling in the address bar or the
              browser menu; in Safari on iPhone or iPad, tap Share, then Add to Home Screen; in
              Safari on a Mac, choose File, then Add to Dock.
            </dd>
          ))}
      </div>
    </dl>
  );
}
