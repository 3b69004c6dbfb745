import type { AiStatus } from '@common/schemas/ai';
import { Bot } from 'lucide-react';
import { cn } from '@app/lib/cn';

type Capability = 'chat' | 'embeddings' | 'transcription';

/** The variables that switch a capability on, the base address first. */
const capabilityVariables: Record<Capability, readonly string[]> = {
  chat: ['AI_BASE_URL', 'AI_CHAT_MODEL'],
  embeddings: ['AI_BASE_URL', 'AI_EMBEDDING_MODEL'],
  transcription: ['AI_BASE_URL', 'AI_TRANSCRIPTION_MODEL'],
};

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export interface AiNotSetUpProps {
  /** The server's AI status; its `missing` list names what the operator still sets. */
  status?: AiStatus | undefined;
  /** The capability this control needs (chat unless said). */
  capability?: Capability;
  /** One short block for a menu or a panel instead of the full screen's card. */
  compact?: boolean;
  className?: string;
}

/**
 * What every AI control shows on a server without AI: the feature is off,
 * nothing else is broken, and which settings the operator gives to switch it on.
 */
export function AiNotSetUp({
  status,
  capability = 'chat',
  compact = false,
  className,
}: AiNotSetUpProps) {
  const needed = capabilityVariables[capability];
  const missing = status ? needed.filter((name) => status.missing.includes(name)) : needed;
  const variables = listOf(missing.length > 0 ? missing : needed);
  return (
    <section
      aria-labelledby="ai-not-set-up-title"
      className={cn(
        'rounded-xl border border-border bg-card',
        compact ? 'p-3 text-sm' : 'mx-auto max-w-xl p-6 text-center',
        className,
      )}
    >
      {!compact && <Bot className="mx-auto mb-3 size-8 text-muted-foreground" aria-hidden />}
      <h2 id="ai-not-set-up-title" className={cn('font-semibold', !compact && 'text-lg')}>
        AI is not set up on this server
      </h2>
      <p className={cn('text-muted-foreground', compact ? 'mt-1' : 'mt-2')}>
        The AI features are off here; everything else works as usual. To switch them on, the
        operator sets <span className="font-mono text-foreground">{variables}</span> (see
        docs/OPERATIONS.md), for a hosted model or one running locally.
      </p>
    </section>
  );
}
