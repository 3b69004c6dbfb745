import type { Share } from '@common/schemas/shares';
import { Copy, Eye, Lock, Share2, Trash2 } from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import { useToast } from '@app/components/toast/ToastProvider';
import { cn } from '@app/lib/cn';
import { canShareSheet, shareLink } from '@app/native/shareLink';
import { expiryWords, isExpired, viewsWords } from './shareWords';

/**
 * One link in the dialog: its address (selectable), Copy in one click, when
 * it expires, whether it has a password, its views, and Revoke.
 */
export function ShareLinkItem({
  share,
  onRevoke,
}: {
  share: Share;
  /** Asks to revoke (the dialog confirms first). */
  onRevoke: (share: Share, opener: HTMLElement) => void;
}) {
  const { toast } = useToast();
  const expired = isExpired(share.expiresAt);
  const inputId = `share-url-${share.id}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(share.url);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: 'Select the address and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  /** The system share sheet (the native app's, or the browser's); the copy when there is none. */
  async function send() {
    try {
      if ((await shareLink(share.url, 'A note shared from Inkling')) === 'unavailable')
        await copy();
    } catch {
      toast({
        title: 'Could not share the link',
        description: 'Copy it and paste it where you want it.',
        variant: 'destructive',
      });
    }
  }

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <label htmlFor={inputId} className="sr-only">
        Share link
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={inputId}
          readOnly
          value={share.url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(
            'h-9 min-w-0 flex-1 truncate rounded-md border border-input bg-muted px-2 font-mono text-xs',
            expired && 'text-muted-foreground line-through',
          )}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="shrink-0"
          onClick={() => void copy()}
          disabled={expired}
        >
          <Copy aria-hidden />
          Copy
        </Button>
        {canShareSheet() && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="shrink-0"
            onClick={() => void send()}
            disabled={expired}
            aria-label={`Send the link ending ${share.id.slice(-6)}`}
          >
            <Share2 aria-hidden />
            Send
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className={cn(expired && 'font-medium text-destructive')}>
          {expiryWords(share.expiresAt)}
        </span>
        {share.hasPassword && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 font-medium text-accent-foreground">
            <Lock className="size-3" aria-hidden />
            Password
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Eye className="size-3" aria-hidden />
          {viewsWords(share.views)}
        </span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="ml-auto text-destructive"
          onClick={(event) => onRevoke(share, event.currentTarget)}
          aria-label={`Revoke the link ending ${share.id.slice(-6)}`}
        >
          <Trash2 aria-hidden />
          Revoke
        </Button>
      </div>
    </li>
  );
}
