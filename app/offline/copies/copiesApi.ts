import type { DocumentsRequest, DocumentsResponse } from '@common/schemas/sync';
import { apiCall, jsonBody } from '@app/lib/apiClient';
import { notesApi } from '@app/notes/notesApi';
import type { CopySyncApi } from './syncCopies';

/** The sync's calls: the notes list, newest first, and the documents diffed by state vector. */
export const copiesApi: CopySyncApi = {
  listNotes: ({ limit, cursor }) =>
    notesApi.list({ sort: 'updated', order: 'desc', limit, ...(cursor ? { cursor } : {}) }),
  fetchDocuments: (request: DocumentsRequest) =>
    apiCall<DocumentsResponse>('/api/notes/documents', jsonBody('POST', request)),
};
