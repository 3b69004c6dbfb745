import { Fingerprint, KeyRound, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isBiometricAvailable, isBiometricEnabled } from '@app/auth/biometric';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import {
  useBiometricSwitchMutation,
  useDeletePasskeyMutation,
  usePasskeysQuery,
} from '@app/queries/accountQueries';

/** The biometric unlock switch for this device, and every passkey of the account. */
export function BiometricSettings() {
  const { toast } = useToast();
  const [available, setAvailable] = useState<boolean | null>(null);
  const [enabled, setEnabled] = useState(false);
  const passkeys = usePasskeysQuery();

  useEffect(() => {
    void Promise.all([isBiometricAvailable(), isBiometricEnabled()]).then(
      ([isAvailable, isEnabled]) => {
        setAvailable(isAvailable);
        setEnabled(isEnabled);
      },
    );
  }, []);

  const toggle = useBiometricSwitchMutation({
    onSuccess: (turnedOn) => {
      setEnabled(turnedOn);
      if (turnedOn)
        toast({
          title: 'Biometric enabled ✓',
          description: 'You can now unlock with Face ID or Touch ID',
          variant: 'success',
        });
      else
        toast({
          title: 'Biometric disabled',
          description: "You'll need to use your password to login",
        });
    },
    onError: (error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  const remove = useDeletePasskeyMutation({
    // Deleting this device's passkey turns biometric unlock off here too.
    onSuccess: (wasThisDevice) => {
      if (wasThisDevice) setEnabled(false);
    },
    onError: (error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-4">
        <Fingerprint className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1">
          <p id="biometric-label" className="font-medium">
            Biometric unlock on this device
          </p>
          <p id="biometric-description" className="text-sm text-muted-foreground">
            {available === false
              ? "This device doesn't support biometric authentication."
              : 'Unlock with Face ID, Touch ID or your device’s fingerprint or face sign-in instead of your password.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="biometric-label"
          aria-describedby="biometric-description"
          disabled={!available || toggle.isPending}
          onClick={() => toggle.mutate(!enabled)}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-input transition-colors disabled:opacity-50 aria-checked:bg-primary"
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
      </div>

      <div>
        <h3 className="font-medium">Passkeys</h3>
        {passkeys.isPending && (
          <p className="mt-2 text-sm text-muted-foreground">Loading passkeys…</p>
        )}
        {passkeys.isError && (
          <p className="mt-2 text-sm text-destructive">{passkeys.error.message}</p>
        )}
        {passkeys.data?.length === 0 && (
          <p className="mt-2 text-sm text-muted-foreground">
            No passkeys yet. Turn on biometric unlock to add one for this device.
          </p>
        )}
        {passkeys.data && passkeys.data.length > 0 && (
          <ul
            className="mt-3 divide-y divide-border rounded-xl border border-border"
            aria-label="Passkeys"
          >
            {passkeys.data.map((key) => (
              <li key={key.id} className="flex items-center gap-3 p-4">
                <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{key.name ?? 'Passkey'}</p>
                  <p className="text-sm text-muted-foreground">
                    Added {new Date(key.createdAt).toLocaleDateString()}
                  </p>
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete passkey ${key.name ?? ''}`.trim()}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(key)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
