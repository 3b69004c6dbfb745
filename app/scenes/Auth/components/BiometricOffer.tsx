import { enableBiometric } from '@app/auth/biometric';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { deviceSettings } from '@app/lib/deviceSettings';

/** The buttons of the 'Enable biometric unlock?' toast shown after a password sign-in. */
export function BiometricOfferActions({ toastId }: { toastId: () => string }) {
  const { toast, dismiss } = useToast();

  const handleEnable = async () => {
    dismiss(toastId());
    try {
      await enableBiometric();
      toast({
        title: 'Biometric enabled ✓',
        description: 'You can now unlock with Face ID or Touch ID',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Authentication failed',
        variant: 'destructive',
      });
    }
  };

  const handleNotNow = async () => {
    dismiss(toastId());
    await deviceSettings.set('prompt_biometric', 'dismissed');
  };

  return (
    <div className="mt-2 flex gap-2 self-end">
      <Button size="sm" onClick={() => void handleEnable()}>
        Enable
      </Button>
      <Button size="sm" variant="outline" onClick={() => void handleNotNow()}>
        Not now
      </Button>
    </div>
  );
}
