import type { CreateShare, Share } from '@common/schemas/shares';
import { useQuery } from '@tanstack/react-query';
import { sharesApi } from '@app/notes/sharesApi';
import { useRefreshingWrite, type MutationCallbacks } from './mutationCallbacks';
import { shareKeys } from './queryKeys';

/**
 * The note's share links (not revoked), newest first; read only while
 * `enabled` (the dialog is open), and afresh each time it opens: view counts
 * change while it is closed.
 */
export function useSharesQuery(noteId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: shareKeys.list(noteId),
    queryFn: async () => (await sharesApi.list(noteId)).shares,
    enabled,
    staleTime: 0,
  });
}

/** Makes a new link to the note; the list reads again before the write settles. */
export function useCreateShareMutation(
  noteId: string,
  callbacks: MutationCallbacks<Share, CreateShare> = {},
) {
  return useRefreshingWrite(
    shareKeys.list(noteId),
    async (input: CreateShare) => (await sharesApi.create(noteId, input)).share,
    callbacks,
  );
}

/** Revokes one of the note's links: its page answers 410 from then on. */
export function useRevokeShareMutation(
  noteId: string,
  callbacks: MutationCallbacks<void, string> = {},
) {
  return useRefreshingWrite(
    shareKeys.list(noteId),
    async (shareId: string) => {
      await sharesApi.revoke(shareId);
    },
    callbacks,
  );
}
