import type { Transcription } from '@common/schemas/voice';
import { Loader2, RotateCcw } from 'lucide-react';
import { AiOutOfUses } from '@app/ai/AiOutOfUses';
import { Button } from '@app/components/ui/Button';
import { useNoteTranscriptions, useRetryTranscription } from './voiceQueries';

/** A transcript refused because the day's AI uses are spent (the server's words say "AI uses"). */
const outOfUses = (error: string | null) => error !== null && /\bAI uses\b/i.test(error);

function RetryButton({ transcription }: { transcription: Transcription }) {
  const retry = useRetryTranscription();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={retry.isPending}
        onClick={() => retry.mutate(transcription.id)}
      >
        <RotateCcw aria-hidden />
        Retry the transcript
      </Button>
      {retry.isError && (
        <span role="alert" className="text-sm text-destructive">
          {retry.error.message}
        </span>
      )}
    </div>
  );
}

/** What the transcript below one recording is doing, in words; nothing once it is in the note. */
export function TranscriptStateView({ transcription }: { transcription: Transcription }) {
  const quiet = 'text-sm text-muted-foreground';
  switch (transcription.status) {
    case 'queued':
    case 'running':
      return (
        <p role="status" className={`flex items-center gap-2 ${quiet}`}>
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Transcribing…
        </p>
      );
    case 'silent':
      return (
        <p role="status" className={quiet}>
          No speech was found in this recording.
        </p>
      );
    case 'off':
      return (
        <p role="status" className={quiet}>
          Transcription is off on this server: the operator sets{' '}
          <span className="font-mono">AI_TRANSCRIPTION_MODEL</span>.
        </p>
      );
    case 'failed':
      return (
        <div className="grid gap-2">
          {outOfUses(transcription.error) ? (
            <AiOutOfUses compact message={transcription.error ?? undefined} />
          ) : (
            <p role="alert" className="text-sm text-destructive">
              Transcript failed: {transcription.error ?? 'the model did not answer.'}
            </p>
          )}
          <RetryButton transcription={transcription} />
        </div>
      );
    case 'done':
      return null;
  }
}

/** The transcript state of the recording `attachmentId` in note `noteId`. */
export function TranscriptState({
  noteId,
  attachmentId,
}: {
  noteId: string;
  attachmentId: string;
}) {
  const { data } = useNoteTranscriptions(noteId);
  // The latest one for this recording (a retry may make another).
  const transcription = data?.findLast((each) => each.attachmentId === attachmentId);
  return transcription ? <TranscriptStateView transcription={transcription} /> : null;
}
