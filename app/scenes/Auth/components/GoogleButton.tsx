import { Button } from '@app/components/ui/Button';
import { useToast } from '@app/components/toast/ToastProvider';
import { authClient } from '@app/auth/authClient';
import { googleErrorMessage, unexpectedErrorToast } from '@app/auth/authErrors';
import { useState } from 'react';

/** Sign in (or up) with Google; comes back to /dashboard on this site. */
export function GoogleButton({ label }: { label: string }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: `${window.location.origin}/dashboard`,
      });
      if (error)
        toast({
          title: 'Google Sign-in Error',
          description: googleErrorMessage(error),
          variant: 'destructive',
        });
    } catch (error) {
      console.error('Google sign-in failed', error);
      toast(unexpectedErrorToast);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" className="w-full" onClick={() => void handleClick()} disabled={busy}>
      <GoogleMark />
      {label}
    </Button>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.2 1.64l3.15-3.15A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
