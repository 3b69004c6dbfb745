import type { SearchMode } from '@common/schemas/ai';
import type { Attachment } from '@common/schemas/attachments';
import type {
  CreateNote,
  ListNotesQuery,
  Note,
  NoteList,
  SearchResponse,
  TagWithCount,
  UpdateNote,
  UpdateTag,
} from '@common/schemas/notes';
import type { createTemplateSchema, Template } from '@common/schemas/templates';
import type { z } from 'zod';
import { apiCall, jsonBody } from '@app/lib/apiClient';

export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

/** Query-string of the set values only. */
function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type NoteListParams = Partial<ListNotesQuery>;

/**
 * Every call the note screens make, typed by the shared schemas in `common/`.
 * Screens reach them through the query hooks in `app/queries/`, which keep the cache in step.
 */
export const notesApi = {
  list: (params: NoteListParams = {}, signal?: AbortSignal) =>
    apiCall<NoteList>(`/api/notes${queryString(params)}`, signal ? { signal } : {}),
  get: (id: string) => apiCall<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}`),
  create: (input: CreateNote = {}) =>
    apiCall<{ note: Note }>('/api/notes', jsonBody('POST', input)),
  update: (id: string, patch: UpdateNote) =>
    apiCall<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}`, jsonBody('PATCH', patch)),
  trash: (id: string) =>
    apiCall<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  restore: (id: string) =>
    apiCall<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/restore`, jsonBody('POST')),
  /** Deletes a note left empty for good (409 when it has content); survives the tab closing. */
  discard: (id: string) =>
    apiCall<undefined>(`/api/notes/${encodeURIComponent(id)}/discard`, {
      method: 'POST',
      keepalive: true,
    }),

  listTrash: () => apiCall<NoteList>('/api/trash'),
  deleteForever: (id: string) =>
    apiCall<undefined>(`/api/trash/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  emptyTrash: () => apiCall<{ deleted: number }>('/api/trash', { method: 'DELETE' }),

  /** Full text unless `mode` says semantic or hybrid (those need the server's embeddings). */
  search: (
    params: { q: string; tag?: string; limit?: number; mode?: SearchMode },
    signal?: AbortSignal,
  ) => apiCall<SearchResponse>(`/api/search${queryString(params)}`, signal ? { signal } : {}),

  listTags: () => apiCall<{ tags: TagWithCount[] }>('/api/tags'),
  createTag: (input: { name: string; color?: string }) =>
    apiCall<{ tag: TagWithCount }>('/api/tags', jsonBody('POST', input)),
  updateTag: (id: string, patch: UpdateTag) =>
    apiCall<{ tag: TagWithCount }>(`/api/tags/${encodeURIComponent(id)}`, jsonBody('PATCH', patch)),
  deleteTag: (id: string) =>
    apiCall<undefined>(`/api/tags/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  listTemplates: () => apiCall<{ templates: Template[] }>('/api/templates'),
  saveAsTemplate: (input: CreateTemplateInput) =>
    apiCall<{ template: Template }>('/api/templates', jsonBody('POST', input)),
  deleteTemplate: (id: string) =>
    apiCall<undefined>(`/api/templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  uploadImage: (file: File) => {
    const form = new FormData();
    form.set('file', file);
    return apiCall<{ attachment: Attachment }>('/api/attachments', { method: 'POST', body: form });
  },
};
