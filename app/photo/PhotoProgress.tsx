import { Loader2 } from 'lucide-react';
import type { PhotoToNoteProgress } from './usePhotoToNote';

/** Upload, then reading: a labelled progress bar and what is happening, in words. */
export function PhotoProgress({
  progress,
  count,
  here = false,
}: {
  progress: PhotoToNoteProgress;
  /** How many photos were sent. */
  count: number;
  /** Read on this device (offline), not by the server. */
  here?: boolean;
}) {
  if (progress.step !== 'uploading' && progress.step !== 'reading') return null;
  const photos = count === 1 ? 'the photo' : `${count} photos`;
  let words: string;
  let value: number | undefined;
  let max = 1;
  if (progress.step === 'uploading') {
    const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
    words = `Uploading ${photos}: ${percent}%`;
    value = progress.sent;
    max = Math.max(progress.total, 1);
  } else if (here) {
    words = `Offline: reading on this device, ${progress.done} of ${progress.total} ${progress.total === 1 ? 'photo' : 'photos'}`;
    value = progress.done;
    max = progress.total;
  } else if (progress.total > 1) {
    words = `Reading the text: ${progress.done} of ${progress.total} photos`;
    value = progress.done;
    max = progress.total;
  } else {
    words = `Reading the text on ${photos}…`;
  }
  return (
    <div className="grid gap-2">
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
        <label htmlFor="photo-progress">{words}</label>
      </p>
      {/* Without a value the bar is indeterminate: the server reads one photo in one go. */}
      <progress
        id="photo-progress"
        className="h-2 w-full accent-primary"
        max={max}
        {...(value !== undefined && { value })}
      />
      {progress.step === 'reading' && count > 1 && !here && (
        <p className="text-xs text-muted-foreground">
          You can close this: the notes appear in your list as they are made.
        </p>
      )}
    </div>
  );
}
