import type { FromPhotoFields, OcrLanguageCode, PhotoJob } from '@common/schemas/ocr';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAiUsage } from '@app/billing/AiUsageProvider';
import { noteKeys } from '@app/queries/queryKeys';
import { usePhotoJobQuery } from '@app/queries/photoQueries';
import { photoApi } from './photoApi';

export type PhotoNoteMode = 'one' | 'each';

export interface PhotoToNoteRequest {
  photos: File[];
  mode: PhotoNoteMode;
  language?: OcrLanguageCode | undefined;
  /** Headings and lists by AI: one AI use per note. */
  tidy: boolean;
}

type Sent =
  | { step: 'idle' }
  | { step: 'uploading'; sent: number; total: number }
  /** One photo: uploaded, and the server reads it before it answers. */
  | { step: 'reading' }
  | { step: 'job'; jobId: string; mode: PhotoNoteMode; tidy: boolean };

/** Where making notes from photos is, as the dialog shows it. */
export type PhotoToNoteProgress =
  | { step: 'idle' }
  | { step: 'uploading'; sent: number; total: number }
  | { step: 'reading'; done: number; total: number }
  | { step: 'made'; noteIds: string[]; problem: string | null };

const finished = (job: PhotoJob | undefined) =>
  job && (job.status === 'done' || job.status === 'failed') ? job : null;

/**
 * Sends the chosen photos to become notes (POST /api/notes/from-photo):
 * upload progress, then reading progress (a job's, polled, for several
 * photos), then `openNote` for a single note or the list of notes made. A
 * refusal or a failed job gives its words in `error`; the photos stay with
 * the caller, to send again.
 */
export function usePhotoToNote(openNote: (id: string) => void) {
  const queryClient = useQueryClient();
  const { refresh: refreshAiUsage } = useAiUsage();
  const [sent, setSent] = useState<Sent>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const job = usePhotoJobQuery(sent.step === 'job' ? sent.jobId : null);
  const ended = sent.step === 'job' ? finished(job.data) : null;
  // One note asked for, and the job made exactly that: open it, as for a single photo.
  const single =
    sent.step === 'job' && sent.mode === 'one' && ended?.noteIds.length === 1 && !ended.error
      ? ended.noteIds[0]!
      : null;
  const tidied = sent.step === 'job' && sent.tidy && ended !== null;
  useEffect(() => {
    if (tidied) void refreshAiUsage();
  }, [tidied, refreshAiUsage]);
  useEffect(() => {
    if (single) openNote(single);
  }, [single, openNote]);

  const send = useCallback(
    async ({ photos, mode, language, tidy }: PhotoToNoteRequest) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setError(null);
      const total = photos.reduce((sum, photo) => sum + photo.size, 0);
      setSent({ step: 'uploading', sent: 0, total });
      const fields: FromPhotoFields = {
        ...(language && { language }),
        ...(tidy && { tidy: 'true' }),
        ...(photos.length > 1 && { mode }),
      };
      try {
        const answer = await photoApi.fromPhotos(photos, fields, {
          signal: controller.signal,
          onProgress: (done, size) => {
            if (done >= size) setSent({ step: 'reading' });
            else setSent({ step: 'uploading', sent: done, total: size || total });
          },
        });
        if (answer.kind === 'job') {
          setSent({ step: 'job', jobId: answer.job.id, mode, tidy });
          return;
        }
        queryClient.setQueryData(noteKeys.detail(answer.note.id), answer.note);
        void queryClient.invalidateQueries({ queryKey: noteKeys.all });
        if (tidy) void refreshAiUsage();
        openNote(answer.note.id);
      } catch (failure) {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : 'The photos were not sent.');
        setSent({ step: 'idle' });
      }
    },
    [openNote, queryClient, refreshAiUsage],
  );

  /** Back to choosing photos (after a list of notes was shown). */
  const reset = useCallback(() => {
    setError(null);
    setSent({ step: 'idle' });
  }, []);

  let progress: PhotoToNoteProgress;
  let shownError = error;
  if (sent.step !== 'job') {
    progress = sent.step === 'reading' ? { step: 'reading', done: 0, total: 1 } : sent;
  } else if (job.error) {
    progress = { step: 'idle' };
    shownError = job.error.message;
  } else if (!ended || single) {
    progress = { step: 'reading', done: job.data?.done ?? 0, total: job.data?.total ?? 0 };
  } else if (ended.noteIds.length === 0) {
    progress = { step: 'idle' };
    shownError = ended.error ?? 'No note was made from these photos.';
  } else {
    progress = { step: 'made', noteIds: ended.noteIds, problem: ended.error };
  }
  return { progress, error: shownError, send, reset };
}
