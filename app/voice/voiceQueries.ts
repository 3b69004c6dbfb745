import type { Transcription } from '@common/schemas/voice';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { noteKeys } from '@app/queries/queryKeys';
import { voiceApi } from './voiceApi';

/** Under noteKeys.all: a note write (a transcript arriving in it) refreshes them too. */
export const transcriptionKeys = {
  note: (noteId: string) => [...noteKeys.all, 'transcriptions', noteId] as const,
};

const POLL_MS = 2_000;
const underWay = (transcription: Transcription) =>
  transcription.status === 'queued' || transcription.status === 'running';

/** The state of each recording's transcript in a note, read again every 2 s while one is under way. */
export function useNoteTranscriptions(noteId: string) {
  return useQuery({
    queryKey: transcriptionKeys.note(noteId),
    queryFn: async ({ signal }) => (await voiceApi.transcriptions(noteId, signal)).transcriptions,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(underWay) ? POLL_MS : false),
  });
}

/** A transcript just queued for a note: shown at once, then followed by polling. */
export function rememberTranscription(queryClient: QueryClient, transcription: Transcription) {
  queryClient.setQueryData<Transcription[]>(
    transcriptionKeys.note(transcription.noteId),
    (list = []) => [...list.filter((each) => each.id !== transcription.id), transcription],
  );
}

/** Queues a failed transcript again. */
export function useRetryTranscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await voiceApi.retry(id)).transcription,
    onSuccess: (transcription) => {
      rememberTranscription(queryClient, transcription);
      void queryClient.invalidateQueries({
        queryKey: transcriptionKeys.note(transcription.noteId),
      });
    },
  });
}
