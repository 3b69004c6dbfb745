import { useState } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { billingApi } from './billingApi';

/** Subscribe (Stripe Checkout) and Manage billing (customer portal): both leave for Stripe. */
export function useBillingActions() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<'checkout' | 'portal' | null>(null);

  const go = async (kind: 'checkout' | 'portal') => {
    setBusy(kind);
    try {
      const { url } =
        kind === 'checkout' ? await billingApi.startCheckout() : await billingApi.openPortal();
      window.location.assign(url);
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Payments are unavailable right now.',
        variant: 'destructive',
      });
      setBusy(null);
    }
  };

  return { busy, subscribe: () => go('checkout'), manageBilling: () => go('portal') };
}

/** Whole days left until an ISO date, at least 0. */
export function daysUntil(iso: string | null, now = Date.now()): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / (24 * 60 * 60 * 1000)));
}
