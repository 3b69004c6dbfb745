import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useAiUsage } from '@app/billing/AiUsageProvider';
import { buttonVariants } from '@app/components/ui/Button';
import { ApiError } from '@app/lib/apiClient';
import { cn } from '@app/lib/cn';

/** Whether a failed AI call was refused because the day's free uses are spent. */
export const isOutOfUses = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'AI_LIMIT_REACHED';

export interface AiOutOfUsesProps {
  /** The server's words when it refused a call (429 AI_LIMIT_REACHED); otherwise ours. */
  message?: string | undefined;
  /** One short block for a menu or a panel instead of the full screen's card. */
  compact?: boolean;
  className?: string;
}

/**
 * The free plan's daily AI uses are spent: say so plainly, when they renew,
 * and where to get unlimited uses (/pricing).
 */
export function AiOutOfUses({ message, compact = false, className }: AiOutOfUsesProps) {
  const { limit } = useAiUsage();
  const ours =
    typeof limit === 'number'
      ? `You have used today’s ${limit} free AI ${limit === 1 ? 'use' : 'uses'}.`
      : 'You have used all of today’s AI uses.';
  return (
    <section
      role="status"
      aria-labelledby="ai-out-of-uses-title"
      className={cn(
        'rounded-xl border border-border bg-card',
        compact ? 'p-3 text-sm' : 'mx-auto max-w-xl p-6 text-center',
        className,
      )}
    >
      {!compact && <Sparkles className="mx-auto mb-3 size-8 text-primary" aria-hidden />}
      <h2 id="ai-out-of-uses-title" className={cn('font-semibold', !compact && 'text-lg')}>
        {message || ours}
      </h2>
      <p className={cn('text-muted-foreground', compact ? 'mt-1' : 'mt-2')}>
        Free uses renew at midnight UTC. Premium has unlimited AI uses.
      </p>
      <Link to="/pricing" className={cn(buttonVariants({ size: 'sm' }), compact ? 'mt-2' : 'mt-4')}>
        See plans and pricing
      </Link>
    </section>
  );
}
