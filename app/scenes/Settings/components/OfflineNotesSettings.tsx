import { OFFLINE_NOTE_COUNT_CHOICES } from '@common/offline';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { useOnline } from '@app/hooks/useOnline';
import { relativeTime } from '@app/notes/formatDates';
import { syncCopiesNow } from '@app/offline/copies/copySync';
import {
  offlineNoteCount,
  setOfflineNoteCount,
  type OfflineNoteCount,
} from '@app/offline/copies/offlineNoteCount';
import { useCopySyncStatus } from '@app/offline/copies/useCopySyncStatus';

/**
 * The notes kept on this device for offline use: how many there are, when
 * they were last brought up to date, how many of the most recent to keep
 * (a setting of this device), and "Download now".
 */
export function OfflineNotesSettings() {
  const status = useCopySyncStatus();
  const online = useOnline();
  const [count, setCount] = useState<OfflineNoteCount>(offlineNoteCount);

  function choose(next: OfflineNoteCount) {
    setOfflineNoteCount(next);
    setCount(next);
    void syncCopiesNow();
  }

  return (
    <div className="grid gap-5 text-sm">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="font-medium">Notes on this device</dt>
          <dd className="mt-1 text-muted-foreground" data-testid="offline-note-count">
            {status.copies === null ? 'Counting…' : status.copies.toLocaleString()}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Last brought up to date</dt>
          <dd className="mt-1 text-muted-foreground">
            {status.syncing
              ? 'Downloading now…'
              : status.lastSyncAt
                ? relativeTime(status.lastSyncAt)
                : 'Not yet'}
          </dd>
        </div>
      </dl>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">Keep the most recent</legend>
        <div className="flex flex-wrap gap-2">
          {OFFLINE_NOTE_COUNT_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-4 py-2 has-checked:border-primary has-checked:bg-accent"
            >
              <input
                type="radio"
                name="offline-note-count"
                value={choice}
                checked={count === choice}
                onChange={() => choose(choice)}
                className="accent-primary"
              />
              {choice.toLocaleString()} notes
            </label>
          ))}
        </div>
        <p className="text-muted-foreground">
          Besides every note you open here. They open and can be searched without a connection.
        </p>
      </fieldset>
      {status.error && (
        <p role="alert" className="text-destructive">
          The last download stopped: {status.error}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          onClick={() => void syncCopiesNow()}
          disabled={!online || status.syncing}
        >
          <Download aria-hidden />
          {status.syncing ? 'Downloading…' : 'Download now'}
        </Button>
        {!online && <p className="mt-2 text-muted-foreground">Downloading needs a connection.</p>}
      </div>
    </div>
  );
}
