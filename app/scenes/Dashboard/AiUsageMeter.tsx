import { Bot } from 'lucide-react';
import { useAiUsage } from '@app/billing/AiUsageProvider';

/**
 * "2 of 3 AI uses left today", or unlimited for trial and premium; marked as
 * in development, since no AI feature has shipped yet.
 */
export function AiUsageMeter() {
  const { remaining, limit, isPremium } = useAiUsage();
  const unlimited = isPremium || remaining === 'unlimited' || limit === 'unlimited';
  const fraction =
    !unlimited && typeof limit === 'number' && limit > 0 ? Number(remaining) / limit : 1;
  return (
    <section
      aria-labelledby="ai-usage-title"
      className="rounded-xl border border-border bg-card p-5"
    >
      <div className="flex items-center gap-2">
        <Bot className="size-5 text-primary" aria-hidden />
        <h2 id="ai-usage-title" className="font-medium">
          AI uses
        </h2>
        <span className="ml-auto rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          In development
        </span>
      </div>
      <p className="mt-2 text-sm">
        {unlimited
          ? 'Unlimited AI uses on your plan once AI features arrive'
          : `${remaining} of ${limit} AI uses left today`}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        The AI assistant, photo-to-note and voice notes are on the roadmap.
      </p>
      {!unlimited && (
        <div
          role="meter"
          aria-label="AI uses left today"
          aria-valuemin={0}
          aria-valuemax={typeof limit === 'number' ? limit : undefined}
          aria-valuenow={typeof remaining === 'number' ? remaining : undefined}
          className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${Math.round(fraction * 100)}%` }}
          />
        </div>
      )}
      {!unlimited && (
        <p className="mt-2 text-xs text-muted-foreground">Free uses renew at midnight UTC.</p>
      )}
    </section>
  );
}
