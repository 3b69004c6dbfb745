import { Check, CloudOff, CloudUpload, Loader2, type LucideIcon } from 'lucide-react';
import { saveStateLabel, type SaveState } from '../editor/saveState';
import { useSaveState, type CollabDocument } from '../editor/useCollabDocument';
import { useSteadySaveState } from '../editor/useSteadySaveState';

/**
 * "Saving…" has a still icon: it shows all the while someone types, and a
 * spinning one redrew the page on every frame under their keys.
 */
const icons: Record<SaveState, LucideIcon> = {
  connecting: Loader2,
  saving: CloudUpload,
  saved: Check,
  offline: CloudOff,
};

/** Saved, saving or offline: always visible, announced politely when it changes. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const Icon = icons[state];
  return (
    <p
      role="status"
      data-state={state}
      className="flex items-center gap-1.5 text-xs text-muted-foreground data-[state=offline]:text-destructive"
      title={saveStateLabel[state]}
    >
      <Icon className={state === 'connecting' ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden />
      <span className={state === 'offline' ? 'max-w-56 truncate sm:max-w-none' : undefined}>
        {state === 'offline' ? 'Offline' : saveStateLabel[state]}
      </span>
      {state === 'offline' && <span className="sr-only">{saveStateLabel.offline}</span>}
    </p>
  );
}

/**
 * The indicator of an open document, in a component of its own: it renders
 * again with each key, the screen around it does not. Steady while typing
 * (see useSteadySaveState): it changes the page only when the state does.
 */
export function DocumentSaveIndicator({ collab }: { collab: CollabDocument }) {
  return <SaveIndicator state={useSteadySaveState(useSaveState(collab))} />;
}
