import type {
  AiUsage,
  InstanceConfig,
  RedirectUrl,
  SubscriptionStatus,
} from '@common/schemas/billing';
import { apiCall, jsonBody } from '@app/lib/apiClient';

const post = <T>(path: string) => apiCall<T>(path, jsonBody('POST'));

export const billingApi = {
  checkSubscription: () => post<SubscriptionStatus>('/api/functions/check-subscription'),
  checkAiUsage: () => post<AiUsage>('/api/functions/check-ai-usage'),
  startCheckout: () => post<RedirectUrl>('/api/billing/checkout'),
  openPortal: () => post<RedirectUrl>('/api/billing/portal'),
  config: () => apiCall<InstanceConfig>('/api/config'),
};
