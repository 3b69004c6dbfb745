import type {
  AiUsage,
  InstanceConfig,
  RedirectUrl,
  SubscriptionStatus,
} from '@common/schemas/billing';
import type { ErrorResponse } from '@common/schemas/error';

/** A failed API call, carrying the server's stable code and readable message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorResponse | null;
    throw new ApiError(
      response.status,
      body?.error.code ?? 'INTERNAL',
      body?.error.message ?? `Request failed (HTTP ${response.status})`,
    );
  }
  return (await response.json()) as T;
}

const post = <T>(path: string) => call<T>(path, { method: 'POST', body: '{}' });

export const billingApi = {
  checkSubscription: () => post<SubscriptionStatus>('/api/functions/check-subscription'),
  checkAiUsage: () => post<AiUsage>('/api/functions/check-ai-usage'),
  startCheckout: () => post<RedirectUrl>('/api/billing/checkout'),
  openPortal: () => post<RedirectUrl>('/api/billing/portal'),
  config: () => call<InstanceConfig>('/api/config'),
};
