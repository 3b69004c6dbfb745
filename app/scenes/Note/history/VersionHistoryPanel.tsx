import * as DialogPrimitive from '@radix-ui/react-dialog';
import { History, Save, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { Button } from '@app/components/ui/Button';
import { ConfirmDialog } from '@app/components/ui/ConfirmDialog';
import { relativeTime } from '@app/notes/formatDates';
import { focusOpenerOr } from '@app/lib/returnFocus';
import {
  useRestoreVersionMutation,
  useSaveVersionMutation,
  useVersionsQuery,
} from '@app/queries/versionQueries';
import { VersionDetail } from './VersionDetail';
import { VersionList } from './VersionList';
import { exactTime } from './versionWords';

/** The note's text as the editor holds it now, in the server's Markdown (for the diff). */
export type CurrentText = () => { title: string; markdown: string };

export interface VersionHistoryPanelProps {
  noteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentText: CurrentText;
  /** Where focus goes on closing when the element that opened the panel is gone (the palette). */
  fallbackFocusId: string;
}

export const HISTORY_HEADING_ID = 'version-history-heading';

/**
 * Version history of the open note, in a side sheet (the whole screen on a
 * phone): the versions, Save version, one version against the text now, and
 * Restore this version (confirmed). A restore is a forward change on the
 * server; the editor receives the text over the live document.
 */
export function VersionHistoryPanel({
  noteId,
  open,
  onOpenChange,
  currentText,
  fallbackFocusId,
}: VersionHistoryPanelProps) {
  const { toast } = useToast();
  const versions = useVersionsQuery(noteId, { enabled: open });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const focusedOnOpen = useRef<Element | null>(null);
  const selected = versions.data?.find((version) => version.id === selectedId) ?? null;

  const save = useSaveVersionMutation(noteId, {
    onSuccess: () => toast({ title: 'Version saved' }),
    onError: (error) =>
      toast({
        title: 'Could not save a version',
        description: error.message,
        variant: 'destructive',
      }),
  });
  const restore = useRestoreVersionMutation(noteId, {
    onSuccess: () => {
      setConfirming(false);
      setSelectedId(null);
      toast({
        title: 'Version restored',
        description: 'Your previous text is saved as a version.',
      });
    },
    onError: (error) =>
      toast({ title: 'Could not restore', description: error.message, variant: 'destructive' }),
  });

  const close = (next: boolean) => {
    if (!next) setSelectedId(null);
    onOpenChange(next);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={close}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-card shadow-xl sm:inset-y-0 sm:right-0 sm:left-auto sm:w-full sm:max-w-xl sm:border-l sm:border-border"
          onOpenAutoFocus={() => {
            focusedOnOpen.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusOpenerOr(focusedOnOpen.current, fallbackFocusId);
          }}
        >
          <header className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-border bg-card p-4 sm:p-5">
            <div id={HISTORY_HEADING_ID} tabIndex={-1} className="grid min-w-0 gap-1 outline-none">
              <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold">
                <History className="size-5" aria-hidden />
                Version history
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                Earlier states of this note, kept 90 days (the last 50 always). Restoring one keeps
                the text you have now as a version too.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close version history">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </header>
          <div className="grid gap-4 p-4 sm:p-5">
            {selected ? (
              <VersionDetail
                key={selected.id}
                noteId={noteId}
                version={selected}
                currentText={currentText}
                onBack={() => {
                  setSelectedId(null);
                  // The row it came from, once the list is back.
                  requestAnimationFrame(() =>
                    document.getElementById(`version-${selected.id}`)?.focus(),
                  );
                }}
                onRestore={() => setConfirming(true)}
              />
            ) : (
              <>
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    // Not disabled while saving: a disabled button would drop the keyboard focus.
                    onClick={() => {
                      if (!save.isPending) save.mutate();
                    }}
                    aria-disabled={save.isPending}
                  >
                    <Save aria-hidden />
                    {save.isPending ? 'Saving…' : 'Save version'}
                  </Button>
                </div>
                <VersionList query={versions} onSelect={setSelectedId} />
              </>
            )}
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Restore this version?"
            description={
              selected
                ? `The note’s text becomes the version saved ${relativeTime(selected.createdAt)} (${exactTime(selected.createdAt)}). The text you have now is saved as a version first, so nothing is lost.`
                : ''
            }
            confirmLabel="Restore"
            busyLabel="Restoring…"
            busy={restore.isPending}
            onConfirm={() => selected && restore.mutate(selected.id)}
            fallbackFocusId={HISTORY_HEADING_ID}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
