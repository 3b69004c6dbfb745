import { Check, CloudOff, Loader2 } from 'lucide-react';
import { saveStateLabel, type SaveState } from '../editor/saveState';
import { useSaveState, type CollabDocument } from '../editor/useCollabDocument';

/** Saved, saving or offline: always visible, announced politely when it changes. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const Icon = state === 'saved' ? Check : state === 'offline' ? CloudOff : Loader2;
  return (
    <p
      role="status"
      data-state={state}
      className="flex items-center gap-1.5 text-xs text-muted-foreground data-[state=offline]:text-destructive"
      title={saveStateLabel[state]}
    >
      <Icon
        className={
          state === 'saving' || state === 'connecting' ? 'size-3.5 animate-spin' : 'size-3.5'
        }
        aria-hidden
      />
      <span className={state === 'offline' ? 'max-w-56 truncate sm:max-w-none' : undefined}>
        {state === 'offline' ? 'Offline' : saveStateLabel[state]}
      </span>
      {state === 'offline' && <span className="sr-only">{saveStateLabel.offline}</span>}
    </p>
  );
}

/**
 * The indicator of an open document, in a component of its own: it renders
 * again with each key, the screen around it does not.
 */
export function DocumentSaveIndicator({ collab }: { collab: CollabDocument }) {
  return <SaveIndicator state={useSaveState(collab)} />;
}
