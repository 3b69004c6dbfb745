import { useAiUsage } from '@app/billing/AiUsageProvider';

/** The day's AI uses in one line, beside the screen's title. */
export function UsageLine() {
  const { remaining, limit, isPremium } = useAiUsage();
  const unlimited = isPremium || remaining === 'unlimited' || limit === 'unlimited';
  return (
    <p className="text-sm text-muted-foreground" data-testid="ai-usage-line">
      {unlimited ? 'Unlimited AI uses on your plan' : `${remaining} of ${limit} AI uses left today`}
    </p>
  );
}
