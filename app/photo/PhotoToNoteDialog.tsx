import { Camera, ImagePlus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { useOcrLanguagesQuery } from '@app/queries/photoQueries';
import { keepForOffline } from './offline/readOnDevice';
import { ReadOnDevicePanel } from './offline/ReadOnDevicePanel';
import { useReadOnDevice } from './offline/useReadOnDevice';
import { PhotoNoteOptions, type PhotoNoteChoices } from './PhotoNoteOptions';
import { PhotoProgress } from './PhotoProgress';
import { PhotosMade } from './PhotosMade';
import { PhotoThumbnails } from './PhotoThumbnails';
import { nativePhoto, PHOTO_ACCEPT, usesNativeCamera } from './pickPhotos';
import { photoProblem, usePhotoSelection } from './usePhotoSelection';
import { usePhotoToNote } from './usePhotoToNote';

export interface PhotoToNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Photo to note": photos chosen or taken (the camera opens directly on a
 * phone), read by the server into a note, or a note each. Its state lives
 * while it is open; closing it cancels an upload under way.
 */
export default function PhotoToNoteDialog({ open, onOpenChange }: PhotoToNoteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg gap-5 overflow-y-auto p-5 sm:p-6">
        <DialogTitle>Photo to note</DialogTitle>
        <DialogDescription>
          Inkling reads the text on your photos and makes a note of it, with the photo. The photos
          are read on this server: nobody else sees them.
        </DialogDescription>
        <PhotoToNoteForm close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PhotoToNoteForm({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const { photos, add, remove, clear, refused } = usePhotoSelection();
  const [choices, setChoices] = useState<PhotoNoteChoices>({
    mode: 'one',
    language: null,
    tidy: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const openNote = useCallback(
    (id: string) => {
      close();
      void navigate(`/note/${id}`);
    },
    [close, navigate],
  );
  const { progress, error, send, reset } = usePhotoToNote(openNote);
  const onDevice = useReadOnDevice(openNote);
  const languages = useOcrLanguagesQuery();
  const language = choices.language ?? languages.data?.default ?? 'eng';
  useEffect(() => keepForOffline(language), [language]);
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const busy =
    progress.step === 'uploading' ||
    progress.step === 'reading' ||
    onDevice.state.step === 'reading';

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    setProblem(null);
    add(event.target.files ?? []);
    // The same photo may be chosen again after it was removed.
    event.target.value = '';
  }

  async function takePhoto() {
    setProblem(null);
    if (!usesNativeCamera()) {
      camera.current?.click();
      return;
    }
    try {
      const photo = await nativePhoto('camera');
      if (photo) add([photo]);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The camera could not be opened.');
    }
  }

  function submit() {
    const refusal = photos.map((photo) => photoProblem(photo.file)).find(Boolean);
    setProblem(refusal ?? null);
    if (refusal || photos.length === 0) return;
    const files = photos.map((photo) => photo.file);
    // No connection: read them here instead (the note is made once the server can be reached).
    if (!navigator.onLine) {
      void onDevice.start(files, language);
      return;
    }
    void send({
      photos: files,
      mode: choices.mode,
      language: choices.language ?? undefined,
      tidy: choices.tidy,
    });
  }

  if (onDevice.state.step === 'read') {
    const { text, saveError } = onDevice.state;
    return (
      <ReadOnDevicePanel
        text={text}
        saveError={saveError}
        saving={onDevice.saving}
        onSave={onDevice.retry}
        onBack={onDevice.reset}
      />
    );
  }
  if (progress.step === 'made')
    return (
      <PhotosMade
        noteIds={progress.noteIds}
        problem={progress.problem}
        onOpen={close}
        onMore={() => {
          clear();
          reset();
        }}
      />
    );

  const message = problem ?? error ?? onDevice.error ?? refused;
  const notes = photos.length > 1 && choices.mode === 'each' ? photos.length : 1;
  return (
    <form
      className="grid min-w-0 gap-5"
      aria-label="Photos to read"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => chooser.current?.click()}
          disabled={busy}
        >
          <ImagePlus aria-hidden />
          Choose photos
        </Button>
        <Button type="button" variant="outline" onClick={() => void takePhoto()} disabled={busy}>
          <Camera aria-hidden />
          Take a photo
        </Button>
        <input
          ref={chooser}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          aria-label="Choose photos"
          onChange={onFiles}
        />
        <input
          ref={camera}
          type="file"
          accept={PHOTO_ACCEPT}
          capture="environment"
          hidden
          aria-label="Take a photo"
          onChange={onFiles}
        />
      </div>
      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          A page of notes, a handout, a whiteboard: printed text reads best, in good light.
        </p>
      ) : (
        <PhotoThumbnails photos={photos} onRemove={remove} disabled={busy} />
      )}
      <PhotoNoteOptions
        count={photos.length}
        choices={choices}
        onChange={setChoices}
        disabled={busy}
      />
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
      {busy ? (
        <PhotoProgress
          progress={onDevice.state.step === 'reading' ? onDevice.state : progress}
          count={photos.length}
          here={onDevice.state.step === 'reading'}
        />
      ) : (
        <Button type="submit" disabled={photos.length === 0}>
          {notes > 1 ? `Make ${notes} notes` : 'Make the note'}
        </Button>
      )}
    </form>
  );
}
