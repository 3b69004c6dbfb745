import { PRODUCT_NAME } from '@common/constants';
import { useEffect, useState, type FormEvent } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '@app/auth/sessionStore';
import { safeNext } from '@app/auth/safeNext';
import { FormField } from '@app/components/form/FormField';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { isNativeApp } from '@app/native/platform';
import {
  BUILT_IN_SERVER_ADDRESS,
  checkServerAddress,
  saveServerAddress,
} from '@app/native/serverAddress';
import { currentServerAddress, hasServerAddress } from '@app/native/serverConnection';
import { AuthLayout } from '@app/scenes/Auth/components/AuthLayout';

export function meta() {
  return [{ title: `Your server — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Only the native app chooses a server: a browser already talks to the one that served it. */
export function clientLoader() {
  // React Router's way to redirect from a loader is to throw the Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!isNativeApp()) throw redirect('/');
  // An app built for one server (INKLING_SERVER_URL) has nothing to choose.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (BUILT_IN_SERVER_ADDRESS) throw redirect('/dashboard');
  return null;
}

/**
 * The native app's first screen when no server was built in: which Inkling
 * server to use (checked through its /api/health before it is kept). Also
 * reached from Settings to change it.
 */
export default function ServerAddress() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { toast } = useToast();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void hasServerAddress().then(() =>
      setAddress((typed) => typed || currentServerAddress() || ''),
    );
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await checkServerAddress(address);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      // Another server's session and data do not belong to this one.
      if (await saveServerAddress(result.address)) await sessionStore.announce('signed-out');
      else await sessionStore.refresh();
      toast({ title: `Connected to ${new URL(result.address).host}`, variant: 'success' });
      await navigate(safeNext(params.get('next')), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Connect to your Inkling server"
      subtitle="The address you open Inkling at in a browser, such as notes.example.com."
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-5">
        <FormField
          id="server-address"
          label="Server address"
          error={error}
          hint="Ask whoever runs your Inkling server if you are not sure."
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              autoComplete="url"
              autoFocus
              placeholder="https://notes.example.com"
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Checking the server...' : 'Connect'}
        </Button>
      </form>
    </AuthLayout>
  );
}
