import type { AiStatus } from '@common/schemas/ai';
import { useAiUsage } from '@app/billing/AiUsageProvider';
import { useAiStatus } from '@app/queries/aiQueries';

export type AiAvailability =
  | { state: 'loading' }
  /** The status could not be read: the control stays usable, the server decides. */
  | { state: 'ready'; status: AiStatus | undefined }
  | { state: 'not-set-up'; status: AiStatus }
  | { state: 'out-of-uses'; status: AiStatus };

/**
 * Whether AI chat can be used here and now, for every AI control: the
 * server's status (set up or not) and the seed's usage check (canUse).
 * The usage check is advisory: a 429 from the server still shows the
 * out-of-uses state (see AiOutOfUses).
 */
export function useAiAvailability(): AiAvailability {
  const status = useAiStatus();
  const { canUse } = useAiUsage();
  if (status.isPending) return { state: 'loading' };
  if (status.isError) return { state: 'ready', status: undefined };
  if (!status.data.chat) return { state: 'not-set-up', status: status.data };
  if (!canUse) return { state: 'out-of-uses', status: status.data };
  return { state: 'ready', status: status.data };
}
