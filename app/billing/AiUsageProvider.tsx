import { AI_USAGE_POLL_MS, DEFAULT_FREE_AI_LIMIT } from '@common/constants';
import type { AiUsage } from '@common/schemas/billing';
import { createStrictContext } from '@app/lib/createStrictContext';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { billingApi } from './billingApi';

export const DEFAULT_AI_USAGE: AiUsage = {
  remaining: DEFAULT_FREE_AI_LIMIT,
  limit: DEFAULT_FREE_AI_LIMIT,
  canUse: true,
  isPremium: false,
};

export interface AiUsageApi extends AiUsage {
  refresh: () => Promise<void>;
}

const [AiUsageContextProvider, useAiUsage] = createStrictContext<AiUsageApi>(
  'AiUsageProvider',
  'useAiUsage',
);
export { useAiUsage };

/**
 * The seed's AI-usage check: 3 of 3 until the check answers; checks on load,
 * every 60 s and on focus. A failure logs and keeps canUse true: the server
 * enforces the limit whatever the client believes.
 */
export function AiUsageProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [usage, setUsage] = useState<AiUsage>(DEFAULT_AI_USAGE);

  const refresh = useCallback(async () => {
    try {
      setUsage(await billingApi.checkAiUsage());
    } catch (error) {
      console.error('AI usage check failed', error);
      setUsage((current) => ({ ...current, canUse: true }));
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // refresh() sets state only once the server has answered, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    const timer = setInterval(() => void refresh(), AI_USAGE_POLL_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [enabled, refresh]);

  const api = useMemo(
    () => ({ ...(enabled ? usage : DEFAULT_AI_USAGE), refresh }),
    [enabled, usage, refresh],
  );
  return <AiUsageContextProvider value={api}>{children}</AiUsageContextProvider>;
}
