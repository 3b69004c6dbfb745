import type { Share } from '@common/schemas/shares';
import { useState } from 'react';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { useToast } from '@app/components/toast/ToastProvider';
import { useRevokeShareMutation, useSharesQuery } from '@app/queries/shareQueries';
import { CREATE_SHARE_BUTTON_ID, CreateShareForm } from './share/CreateShareForm';
import { ShareLinkItem } from './share/ShareLinkItem';

interface ShareDialogProps {
  noteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Share links of the open note: make one (expiry, optional password), copy
 * each in one click, see its expiry and views, revoke it. Anyone with a link
 * reads the note as it is now, without an account (server/share/).
 */
export function ShareDialog({ noteId, open, onOpenChange }: ShareDialogProps) {
  const shares = useSharesQuery(noteId, { enabled: open });
  const { toast } = useToast();
  const [revoking, setRevoking] = useState<{ share: Share; opener: HTMLElement } | null>(null);
  const revoke = useRevokeShareMutation(noteId, {
    onSuccess: () => {
      setRevoking(null);
      toast({ title: 'Link revoked', description: 'Its page now says it is no longer shared.' });
    },
    onError: (error) =>
      toast({
        title: 'Could not revoke the link',
        description: error.message,
        variant: 'destructive',
      }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg gap-5 overflow-y-auto p-5 sm:p-6">
        <div className="grid gap-1 pr-8">
          <DialogTitle>Share note</DialogTitle>
          <DialogDescription>
            Anyone with a link can read this note as it is now, without an account. Search engines
            are asked not to index it.
          </DialogDescription>
        </div>
        <CreateShareForm
          noteId={noteId}
          onCreated={() => toast({ title: 'Link created', description: 'Copy it below.' })}
        />
        <section aria-labelledby="share-links-heading" className="grid gap-2">
          <h3 id="share-links-heading" className="text-sm font-semibold">
            Links to this note
          </h3>
          {shares.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading links…
            </p>
          ) : shares.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The links could not be loaded: {shares.error.message}
            </p>
          ) : shares.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No links yet: this note is private.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Share links">
              {shares.data.map((share) => (
                <ShareLinkItem
                  key={share.id}
                  share={share}
                  onRevoke={(target, opener) => setRevoking({ share: target, opener })}
                />
              ))}
            </ul>
          )}
        </section>
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(next) => {
            if (!next) setRevoking(null);
          }}
          title="Revoke this link?"
          description="Whoever has it will see “This link is no longer shared.” Other links keep working."
          confirmLabel="Revoke link"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          onConfirm={() => revoking && revoke.mutate(revoking.share.id)}
          opener={revoking?.opener ?? null}
          fallbackFocusId={CREATE_SHARE_BUTTON_ID}
        />
      </DialogContent>
    </Dialog>
  );
}
