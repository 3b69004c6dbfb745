import type { PhotoJob } from '@common/schemas/ocr';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notesApi } from '@app/notes/notesApi';
import { photoApi } from '@app/photo/photoApi';
import { noteKeys } from './queryKeys';

/**
 * Photo to note's keys: their own root, since note writes never change the
 * languages or a job. A photo's words belong to the note that holds it.
 */
export const photoKeys = {
  all: ['photos'] as const,
  languages: () => [...photoKeys.all, 'languages'] as const,
  job: (id: string) => [...photoKeys.all, 'job', id] as const,
  /** What was read on a photo, by its attachment id (see PhotoSearchImage). */
  text: (attachmentId: string) => [...noteKeys.all, 'photo-text', attachmentId] as const,
};

const isFinished = (job: PhotoJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** The languages the server reads. Fixed while it runs (installed data packages). */
export function useOcrLanguagesQuery(enabled = true) {
  return useQuery({
    queryKey: photoKeys.languages(),
    queryFn: photoApi.languages,
    staleTime: Infinity,
    enabled,
  });
}

/**
 * A job of several photos, asked again every second while it runs. When it
 * ends, the notes' lists, tags and search read again: they hold its notes.
 */
export function usePhotoJobQuery(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: photoKeys.job(id ?? ''),
    queryFn: () => photoApi.job(id ?? ''),
    enabled: id !== null,
    refetchInterval: (current) => (isFinished(current.state.data) ? false : 1000),
  });
  const finished = isFinished(query.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
  }, [finished, queryClient]);
  return query;
}

/** The records of the notes a job made (their titles, for the links to them). */
export function useNotesByIdQueries(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: noteKeys.detail(id),
      queryFn: async () => (await notesApi.get(id)).note,
      retry: false,
    })),
  });
}

/** What was read on a photo of a note; asked only when `enabled` (a search hit to show). */
export function usePhotoTextQuery(attachmentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: photoKeys.text(attachmentId ?? ''),
    queryFn: ({ signal }) => photoApi.attachmentText(attachmentId ?? '', signal),
    enabled: enabled && attachmentId !== null,
    staleTime: 60_000,
  });
}
