import { SUBSCRIPTION_CACHE_FRESH_MS, SUBSCRIPTION_POLL_MS } from '@common/constants';
import type { SubscriptionStatus } from '@common/schemas/billing';
import { createStrictContext } from '@app/lib/createStrictContext';
import { storage } from '@app/lib/storage';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { billingApi } from './billingApi';

export const NOT_SUBSCRIBED: SubscriptionStatus = {
  subscribed: false,
  plan_type: 'free',
  price_id: null,
  subscription_end: null,
};
const CACHE_KEY = 'subscription_status';

export interface SubscriptionApi extends SubscriptionStatus {
  /** Checks again now (after a checkout, say). */
  refresh: () => Promise<void>;
}

const [SubscriptionContextProvider, useSubscription] = createStrictContext<SubscriptionApi>(
  'SubscriptionProvider',
  'useSubscription',
);
export { useSubscription };

/** The cached status, if it was written less than 30 000 ms ago. */
export function readFreshCache(now = Date.now()): SubscriptionStatus | null {
  try {
    const cached = JSON.parse(storage.get(CACHE_KEY) ?? 'null') as {
      status: SubscriptionStatus;
      timestamp: number;
    } | null;
    if (cached && now - cached.timestamp < SUBSCRIPTION_CACHE_FRESH_MS) return cached.status;
  } catch {
    // A damaged cache is no cache.
  }
  return null;
}

/** The seed: a failed cache write is logged only (storage.set logs and carries on). */
function writeCache(status: SubscriptionStatus) {
  storage.set(CACHE_KEY, JSON.stringify({ status, timestamp: Date.now() }));
}

/**
 * The seed's subscription check: not subscribed on plan free until the check
 * answers; checks on load, every 30 s, when the tab becomes visible and on
 * focus; a failure logs and falls back to free. Runs only while `enabled`
 * (signed in).
 */
export function SubscriptionProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<SubscriptionStatus>(NOT_SUBSCRIBED);

  const refresh = useCallback(async () => {
    try {
      const next = await billingApi.checkSubscription();
      setStatus(next);
      writeCache(next);
    } catch (error) {
      console.error('Subscription check failed', error);
      setStatus(NOT_SUBSCRIBED);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // Start from a fresh cached answer (local storage, unknown when prerendering), then ask.
    const cached = readFreshCache();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (cached) setStatus(cached);
    void refresh();
    const timer = setInterval(() => void refresh(), SUBSCRIPTION_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onFocus = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, [enabled, refresh]);

  // Signed out: the defaults, whatever was last fetched.
  const api = useMemo(
    () => ({ ...(enabled ? status : NOT_SUBSCRIBED), refresh }),
    [enabled, status, refresh],
  );
  return <SubscriptionContextProvider value={api}>{children}</SubscriptionContextProvider>;
}
