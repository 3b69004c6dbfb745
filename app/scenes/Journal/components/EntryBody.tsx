import type { JournalEntry } from '@common/schemas/journal';
import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useAuth } from '@app/auth/AuthProvider';
import { bodyBox } from './entryBodyBox';

const loadEntryEditor = () => import('./EntryEditor');
const EntryEditor = lazy(loadEntryEditor);

/** Fetches the editor's code once the browser is idle, so the first key finds it ready. */
function usePreloadedEditor() {
  useEffect(() => {
    const preload = () => void loadEntryEditor();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 500);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * The entry's body before the entry exists: looks like the editor, and the
 * first click or key creates the entry. Keys typed while it is being created
 * are kept and typed into the editor once it opens.
 */
function BodyPlaceholder({
  onStart,
  starting,
}: {
  onStart: (typed: string) => void;
  starting: boolean;
}) {
  const [typed, setTyped] = useState('');
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) {
      event.preventDefault();
      const next = typed + event.key;
      setTyped(next);
      onStart(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onStart(typed);
    }
  }
  return (
    <div
      role="textbox"
      aria-multiline="true"
      aria-label="Journal entry"
      aria-busy={starting}
      tabIndex={0}
      onClick={() => onStart(typed)}
      onKeyDown={onKeyDown}
      className={`${bodyBox} cursor-text text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
    >
      {typed || 'Write about your day…'}
    </div>
  );
}

/** The body: a placeholder until the entry exists, then the entry's note in the editor. */
export function EntryBody({
  entry,
  onStart,
  starting,
  focusWith,
}: {
  entry: JournalEntry | null;
  onStart: (typed: string) => void;
  starting: boolean;
  focusWith: string | null;
}) {
  const { user } = useAuth();
  usePreloadedEditor();
  if (!entry || !user) return <BodyPlaceholder onStart={onStart} starting={starting} />;
  return (
    <Suspense fallback={<div className={bodyBox} aria-busy="true" />}>
      <EntryEditor entry={entry} userId={user.id} focusWith={focusWith} />
    </Suspense>
  );
}
