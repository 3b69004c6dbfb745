import type { CreateShare, Share, ShareList } from '@common/schemas/shares';
import { apiCall, jsonBody } from '@app/lib/apiClient';

/**
 * The share-link calls, typed by `common/schemas/shares`. Screens reach them
 * through the hooks in `app/queries/shareQueries.ts`.
 */
export const sharesApi = {
  list: (noteId: string) => apiCall<ShareList>(`/api/notes/${encodeURIComponent(noteId)}/shares`),
  create: (noteId: string, input: CreateShare) =>
    apiCall<{ share: Share }>(
      `/api/notes/${encodeURIComponent(noteId)}/shares`,
      jsonBody('POST', input),
    ),
  revoke: (shareId: string) =>
    apiCall<undefined>(`/api/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' }),
};
