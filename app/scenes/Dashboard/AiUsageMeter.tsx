import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { useAiUsage } from '@app/billing/AiUsageProvider';

/**
 * The day's AI uses: "2 of 3 AI uses left today" on the free plan (with a
 * meter, and the way to /pricing once they are spent), or unlimited on
 * trial and premium.
 */
export function AiUsageMeter() {
  const { remaining, limit, isPremium, canUse } = useAiUsage();
  const unlimited = isPremium || remaining === 'unlimited' || limit === 'unlimited';
  const fraction =
    !unlimited && typeof limit === 'number' && limit > 0 ? Number(remaining) / limit : 1;
  const spent = !unlimited && (!canUse || remaining === 0);
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
        <Link
          to="/assistant"
          className="ml-auto text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Open the assistant
        </Link>
      </div>
      <p className="mt-2 text-sm">
        {unlimited
          ? 'Unlimited AI uses on your plan'
          : `${remaining} of ${limit} AI uses left today`}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        Each answer of the assistant, ask your notes or an AI action in a note is one use; a failed
        or stopped one is not counted.
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
      {spent ? (
        <p className="mt-2 text-xs">
          Free uses renew at midnight UTC.{' '}
          <Link to="/pricing" className="font-medium text-primary underline underline-offset-2">
            Get unlimited AI uses
          </Link>
        </p>
      ) : (
        !unlimited && (
          <p className="mt-2 text-xs text-muted-foreground">Free uses renew at midnight UTC.</p>
        )
      )}
    </section>
  );
}
