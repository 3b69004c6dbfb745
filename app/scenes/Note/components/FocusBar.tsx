import { Minimize2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { useFocusMode } from '@app/notes/FocusModeProvider';

/** 1:05 or 1:02:09: minutes and seconds, hours when there are any. */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

function useElapsed(since: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now - since;
}

/** Focus mode's quiet bar: session time, words, typewriter scrolling, and the way out. */
export function FocusBar({ startedAt, words }: { startedAt: number; words: number }) {
  const { exit, typewriter, setTypewriter } = useFocusMode();
  const elapsed = useElapsed(startedAt);

  // Esc leaves focus mode, even from inside the editor (which would keep the key for
  // itself), unless it is closing something open first: the slash menu, a menu or a dialog.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (document.querySelector('#slash-menu, [role="dialog"], [role="menu"]')) return;
      exit();
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [exit]);

  return (
    <div
      role="region"
      aria-label="Focus mode"
      className="fixed right-4 bottom-4 z-30 flex items-center gap-3 rounded-full border border-border bg-card/95 px-4 py-1.5 text-xs text-muted-foreground opacity-60 shadow-sm transition-opacity focus-within:opacity-100 hover:opacity-100"
    >
      <span>
        <span className="sr-only">Session time </span>
        <time dateTime={`PT${Math.floor(elapsed / 1000)}S`}>{formatDuration(elapsed)}</time>
      </span>
      <span>
        {words.toLocaleString()} {words === 1 ? 'word' : 'words'}
      </span>
      <label className="flex items-center gap-1.5">
        <input
          type="checkbox"
          checked={typewriter}
          onChange={(event) => setTypewriter(event.target.checked)}
          className="accent-primary"
        />
        Typewriter scrolling
      </label>
      <Button variant="ghost" size="sm" onClick={exit} aria-keyshortcuts="Escape">
        <Minimize2 aria-hidden />
        Exit focus mode
      </Button>
    </div>
  );
}
