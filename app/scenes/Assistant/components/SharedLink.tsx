import type { Share } from '@common/schemas/shares';
import { ExternalLink } from 'lucide-react';

/** The share link made from an answer: its address to select, and to open. */
export function SharedLink({ share, copied }: { share: Share; copied: boolean }) {
  const inputId = `shared-answer-${share.id}`;
  return (
    <div className="mt-3 grid gap-1.5 rounded-lg border border-border bg-muted/50 p-3 text-sm">
      <label htmlFor={inputId} className="font-medium">
        {copied ? 'Share link (copied)' : 'Share link'}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={inputId}
          readOnly
          value={share.url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 truncate rounded-md border border-input bg-background px-2 font-mono text-xs"
        />
        <a
          href={share.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-md px-2 font-medium text-primary hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden />
          Open
          <span className="sr-only"> the shared page (new tab)</span>
        </a>
      </div>
    </div>
  );
}
