import { useRef, type ReactNode } from 'react';
import { Button } from '@app/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@app/components/ui/Dialog';
import { focusOpenerOr } from '@app/lib/returnFocus';

/**
 * A controlled "are you sure?" dialog for an action that cannot be undone.
 * Controlled (rather than wrapping a trigger) so a menu item can open it: a
 * dialog rendered inside a closing menu would unmount with it.
 * Used by the trash and the tags screens; a candidate for `components/ui/`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  opener,
  fallbackFocusId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ("Deleting…"). */
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** The element focus returns to on closing; by default, the one focused when it opened. */
  opener?: HTMLElement | null;
  /** Where focus goes instead when the opener is gone, as it is after a deletion. */
  fallbackFocusId: string;
}) {
  const focusedOnOpen = useRef<Element | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          focusedOnOpen.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusOpenerOr(opener ?? focusedOnOpen.current, fallbackFocusId);
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
