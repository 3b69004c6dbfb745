import type { Note } from '@common/schemas/notes';
import type { VersionContent, VersionList, VersionSummary } from '@common/schemas/versions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@app/lib/apiClient';
import type { MutationCallbacks } from './mutationCallbacks';
import { useRefreshingWrite } from './mutationCallbacks';
import { noteKeys, versionKeys } from './queryKeys';

const versionsPath = (noteId: string) => `/api/notes/${encodeURIComponent(noteId)}/versions`;

/** The version-history calls, typed by `common/schemas/versions`. */
export const versionsApi = {
  list: (noteId: string) => apiCall<VersionList>(versionsPath(noteId)),
  read: (noteId: string, versionId: string) =>
    apiCall<VersionContent>(`${versionsPath(noteId)}/${encodeURIComponent(versionId)}`),
  save: (noteId: string) =>
    apiCall<{ version: VersionSummary }>(versionsPath(noteId), { method: 'POST' }),
  restore: (noteId: string, versionId: string) =>
    apiCall<{ note: Note }>(`${versionsPath(noteId)}/${encodeURIComponent(versionId)}/restore`, {
      method: 'POST',
    }),
};

/**
 * The note's versions, newest first; read only while `enabled` (the panel is
 * open), and afresh each time it opens: the server saves versions on its own.
 */
export function useVersionsQuery(noteId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: versionKeys.list(noteId),
    queryFn: async () => (await versionsApi.list(noteId)).versions,
    enabled,
    staleTime: 0,
  });
}

/** One version's title and Markdown: never changes, so read once. */
export function useVersionContentQuery(noteId: string, versionId: string | null) {
  return useQuery({
    queryKey: versionKeys.content(noteId, versionId ?? ''),
    queryFn: () => versionsApi.read(noteId, versionId ?? ''),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}

/** "Save version": the note as it is now (the live document on the server). */
export function useSaveVersionMutation(
  noteId: string,
  callbacks: MutationCallbacks<VersionSummary, void> = {},
) {
  return useRefreshingWrite(
    versionKeys.list(noteId),
    async () => (await versionsApi.save(noteId)).version,
    callbacks,
  );
}

/**
 * Restores a version. The editor gets the text over the live document; the
 * list (with the new "before restoring" version) and the note's record
 * (title, excerpt in the lists) are read again.
 */
export function useRestoreVersionMutation(
  noteId: string,
  callbacks: MutationCallbacks<Note, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) => (await versionsApi.restore(noteId, versionId)).note,
    ...callbacks,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: versionKeys.list(noteId) }),
        queryClient.invalidateQueries({ queryKey: noteKeys.all }),
      ]),
  });
}
