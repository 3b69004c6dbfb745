import { formatClock } from '@common/editor/clock';
import { formatBytes } from '@common/schemas/attachments';
import {
  MAX_AUDIO_BYTES,
  MAX_RECORDING_SECONDS,
  MIN_RECORDING_SECONDS,
} from '@common/schemas/voice';
import { Download, Mic, RotateCcw, Upload } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, buttonVariants } from '@app/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import type { UploadOptions } from '@app/lib/uploadForm';
import { audioAccept, audioFileProblem, audioKinds } from './audioFile';
import { RecordingControls } from './RecordingControls';
import { useRecorder, type Take } from './useRecorder';

/** Where the dialog is between recording and keeping the audio. */
type Stage =
  | { kind: 'ready'; message?: string }
  | { kind: 'take'; take: Take; message?: string }
  | { kind: 'uploading'; take: Take; sent: number; total: number }
  | { kind: 'failed'; take: Take; message: string };

export interface VoiceRecorderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The save button's words ("Save voice note", "Add to note"). */
  saveLabel: string;
  /**
   * Keeps the recording (uploads it, reporting progress); the dialog closes
   * when it resolves and shows its error, as written, when it rejects.
   */
  onSave: (file: File, options: UploadOptions) => Promise<void>;
}

/** An object URL for the take while it is shown (to play it back or download it). */
function useObjectUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

const minutes = MAX_RECORDING_SECONDS / 60;

/**
 * Record a voice note (microphone, level meter, pause, a time limit) or
 * upload an audio file, then keep it through `onSave` with upload progress.
 * A failed upload leaves the recording here to try again or download.
 */
export function VoiceRecorderDialog({ open, onOpenChange, ...panel }: VoiceRecorderDialogProps) {
  const busy = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-md gap-4 overflow-y-auto p-6"
        // A click beside the dialog must not throw a recording away.
        onInteractOutside={(event) => {
          if (busy.current) event.preventDefault();
        }}
      >
        <RecorderPanel
          {...panel}
          onBusy={(value) => {
            busy.current = value;
          }}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface RecorderPanelProps extends Omit<VoiceRecorderDialogProps, 'open' | 'onOpenChange'> {
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

function RecorderPanel({
  title,
  description,
  saveLabel,
  onSave,
  onBusy,
  onDone,
}: RecorderPanelProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'ready' });
  const upload = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const save = useCallback(
    async (take: Take) => {
      const controller = new AbortController();
      upload.current = controller;
      setStage({ kind: 'uploading', take, sent: 0, total: take.file.size });
      try {
        await onSave(take.file, {
          signal: controller.signal,
          onProgress: (sent, total) =>
            setStage({ kind: 'uploading', take, sent, total: total || take.file.size }),
        });
        onDone();
      } catch (error) {
        if (controller.signal.aborted) setStage({ kind: 'take', take });
        else
          setStage({
            kind: 'failed',
            take,
            message: error instanceof Error ? error.message : 'The upload failed.',
          });
      } finally {
        upload.current = null;
      }
    },
    [onSave, onDone],
  );
  useEffect(() => () => upload.current?.abort(), []);

  const recorder = useRecorder({
    onRecorded: useCallback((take: Take) => {
      if (take.seconds !== null && take.seconds < MIN_RECORDING_SECONDS)
        setStage({
          kind: 'ready',
          message:
            'That recording was shorter than half a second, so it was not kept. Record again.',
        });
      else
        setStage({
          kind: 'take',
          take,
          ...(take.reachedLimit && {
            message: `The recording stopped by itself at the ${minutes}-minute limit.`,
          }),
        });
    }, []),
    onRefused: useCallback((message: string) => setStage({ kind: 'ready', message }), []),
  });

  const { state } = recorder;
  const { phase } = state;
  const unsaved = stage.kind !== 'ready' || phase !== 'idle';
  useEffect(() => {
    onBusy(unsaved);
  }, [onBusy, unsaved]);

  const chooseFile = (file: File) => {
    const problem = audioFileProblem(file);
    if (problem) setStage({ kind: 'ready', message: problem });
    else void save({ file, seconds: null, recorded: false });
  };

  const take = stage.kind === 'ready' ? null : stage.take;
  const url = useObjectUrl(take?.file ?? null);

  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>

      {state.phase === 'recording' || state.phase === 'paused' ? (
        <RecordingControls
          paused={state.phase === 'paused'}
          elapsed={state.elapsed}
          level={state.level}
          onPause={() => void recorder.pause()}
          onResume={() => void recorder.resume()}
          onStop={() => void recorder.stop()}
        />
      ) : phase === 'stopping' ? (
        <p role="status">Finishing the recording…</p>
      ) : stage.kind === 'ready' ? (
        <div className="grid gap-4">
          {stage.message && (
            <p role="alert" className="text-sm text-destructive">
              {stage.message}
            </p>
          )}
          <Button size="lg" onClick={() => void recorder.start()} disabled={phase === 'starting'}>
            <Mic aria-hidden />
            {phase === 'starting' ? 'Starting the microphone…' : 'Start recording'}
          </Button>
          <p className="text-sm text-muted-foreground">
            A recording stops by itself after {minutes} minutes.
          </p>
          <div className="grid gap-1 border-t border-border pt-4">
            <Button variant="outline" onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden />
              Upload an audio file
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={audioAccept}
              aria-label="Audio file"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) chooseFile(file);
              }}
            />
            <p className="text-xs text-muted-foreground">
              {audioKinds}, up to {formatBytes(MAX_AUDIO_BYTES)}.
            </p>
          </div>
        </div>
      ) : (
        <TakeView
          stage={stage}
          url={url}
          saveLabel={saveLabel}
          onSave={save}
          onCancel={() => upload.current?.abort()}
          onDiscard={() => setStage({ kind: 'ready' })}
        />
      )}
    </>
  );
}

interface TakeViewProps {
  stage: Exclude<Stage, { kind: 'ready' }>;
  url: string | null;
  saveLabel: string;
  onSave: (take: Take) => Promise<void>;
  onCancel: () => void;
  onDiscard: () => void;
}

/** A finished recording or chosen file: play it back, keep it, or start over. */
function TakeView({ stage, url, saveLabel, onSave, onCancel, onDiscard }: TakeViewProps) {
  const { take } = stage;
  return (
    <div className="grid gap-4">
      {url && <audio controls src={url} aria-label="Your recording" className="w-full" />}
      <p className="text-sm text-muted-foreground">
        {take.file.name}
        {take.seconds !== null && ` · ${formatClock(take.seconds)}`} · {formatBytes(take.file.size)}
      </p>
      {stage.kind === 'take' && stage.message && <p role="status">{stage.message}</p>}
      {stage.kind === 'uploading' ? (
        <div className="grid gap-2">
          <label htmlFor="voice-upload-progress" className="text-sm">
            Uploading: {formatBytes(stage.sent)} of {formatBytes(stage.total)}
          </label>
          <progress
            id="voice-upload-progress"
            className="h-2 w-full accent-primary"
            max={Math.max(stage.total, 1)}
            value={stage.sent}
          />
          <Button variant="outline" onClick={onCancel} className="justify-self-start">
            Cancel upload
          </Button>
        </div>
      ) : (
        <>
          {stage.kind === 'failed' && (
            <p role="alert" className="text-sm text-destructive">
              Not saved: {stage.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onSave(take)} autoFocus>
              {stage.kind === 'failed' ? 'Try again' : saveLabel}
            </Button>
            {stage.kind === 'failed' && take.recorded && url && (
              <a
                href={url}
                download={take.file.name}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden />
                Download the recording
              </a>
            )}
            <Button variant="ghost" onClick={onDiscard}>
              <RotateCcw aria-hidden />
              Start over
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
