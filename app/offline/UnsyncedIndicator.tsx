import { CloudOff } from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';
import { useShownUnsyncedChanges } from './useUnsyncedChanges';

/** "10:42" today, "24 Nov, 10:42" before. */
export function sinceWords(since: number, now = Date.now()): string {
  const date = new Date(since);
  const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === new Date(now).toDateString()) return time;
  return `${date.toLocaleDateString([], { day: 'numeric', month: 'short' })}, ${time}`;
}

export const changesWords = (count: number) =>
  `${count} ${count === 1 ? 'change' : 'changes'} not synced yet`;

/**
 * How many local changes the server does not have yet and since when: the
 * writes in the outbox and the open note's unacknowledged words (see
 * useUnsyncedChanges; online, the open note's words only once they have
 * waited a moment: `graceMs`). A live region, so the count is heard as it
 * changes; empty (and the bar gone) when everything is synced. "Details"
 * lists them.
 */
export function UnsyncedIndicator({ graceMs }: { graceMs?: number }) {
  const { count, since, changes } = useShownUnsyncedChanges(graceMs);
  return (
    <div className={count > 0 ? 'border-b border-border bg-muted/60' : undefined}>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 text-sm">
        <p role="status" aria-live="polite" className="min-w-0 flex-1 py-1.5 empty:hidden">
          {count > 0 && since !== null && (
            <span className="flex items-center gap-2">
              <CloudOff className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0">
                {changesWords(count)} · since {sinceWords(since)}
              </span>
            </span>
          )}
        </p>
        {count > 0 && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" aria-label="Changes not synced yet: details">
                Details
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="max-w-[min(24rem,calc(100vw-2rem))]">
              <DropdownMenuLabel>Waiting for the server</DropdownMenuLabel>
              {changes.map((change) => (
                <DropdownMenuItem key={change.key} className="flex-col items-start gap-0">
                  <span className="break-words">{change.label}</span>
                  <span className="text-xs text-muted-foreground">{sinceWords(change.since)}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
    </div>
  );
}
