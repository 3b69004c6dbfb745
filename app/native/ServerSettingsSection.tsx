import { Server } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { SettingsSection } from '@app/scenes/Settings/components/SettingsSection';
import { BUILT_IN_SERVER_ADDRESS } from './serverAddress';
import { isNativeApp, SERVER_ADDRESS_PATH } from './platform';
import { currentServerAddress, hasServerAddress } from './serverConnection';

/** Settings in the native app: which Inkling server it uses, and a way to change it. Nothing in a browser. */
export function ServerSettingsSection() {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (isNativeApp()) void hasServerAddress().then(() => setAddress(currentServerAddress()));
  }, []);
  if (!isNativeApp()) return null;
  return (
    <SettingsSection id="server" title="Server" description="The Inkling server this app uses.">
      <div className="flex flex-wrap items-center gap-4">
        <Server className="size-5 shrink-0 text-primary" aria-hidden />
        <p className="min-w-0 flex-1 font-medium break-all">{address ?? 'No server chosen'}</p>
        {BUILT_IN_SERVER_ADDRESS ? (
          <p className="text-sm text-muted-foreground">Built into this app.</p>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to={`${SERVER_ADDRESS_PATH}?next=/settings`}>Change server</Link>
          </Button>
        )}
      </div>
      {!BUILT_IN_SERVER_ADDRESS && (
        <p className="mt-3 text-sm text-muted-foreground">
          Changing the server signs you out on this device.
        </p>
      )}
    </SettingsSection>
  );
}
