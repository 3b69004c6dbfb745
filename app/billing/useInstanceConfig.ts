import type { InstanceConfig } from '@common/schemas/billing';
import { useEffect, useState } from 'react';
import { billingApi } from './billingApi';

let loaded: Promise<InstanceConfig> | undefined;

/** What this instance offers (is billing on?); fetched once per page load. Null until known. */
export function useInstanceConfig(): InstanceConfig | null {
  const [config, setConfig] = useState<InstanceConfig | null>(null);
  useEffect(() => {
    loaded ??= billingApi.config().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    let live = true;
    loaded
      .then((value) => live && setConfig(value))
      .catch((error: unknown) => console.error('Could not load the instance configuration', error));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
