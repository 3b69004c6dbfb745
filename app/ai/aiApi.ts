import type {
  AiNoteRequest,
  AiNoteResponse,
  AiStatus,
  AskRequest,
  AskResponse,
  ChatRequest,
  ConversationResponse,
  ConversationSummary,
  NoteAiRequest,
  NoteAiResult,
  RelatedNotesResponse,
} from '@common/schemas/ai';
import { apiCall, jsonBody } from '@app/lib/apiClient';
import { streamAi, type AiStreamHandlers } from './aiStream';

const conversationPath = (id: string) => `/api/ai/conversations/${encodeURIComponent(id)}`;
const notePath = (id: string) => `/api/notes/${encodeURIComponent(id)}`;

/**
 * The AI calls, typed by `common/schemas/ai.ts`. Screens reach the reads
 * through `app/queries/aiQueries.ts`; the streamed answers go through
 * `streamAi` (each resolves with the whole answer).
 */
export const aiApi = {
  /** What this server can do with AI (`chat: false` → the not-set-up state). */
  status: () => apiCall<AiStatus>('/api/ai/status'),

  /** An answer to the conversation so far, streamed; one AI use when it finishes. */
  chat: (request: ChatRequest, handlers: AiStreamHandlers = {}) =>
    streamAi('/api/ai/chat', request, handlers),

  /** The user's kept conversations, newest first. */
  listConversations: async (): Promise<ConversationSummary[]> =>
    (await apiCall<{ conversations: ConversationSummary[] }>('/api/ai/conversations'))
      .conversations,
  getConversation: async (id: string) =>
    (await apiCall<ConversationResponse>(conversationPath(id))).conversation,
  deleteConversation: (id: string) =>
    apiCall<undefined>(conversationPath(id), { method: 'DELETE' }),

  /** One request → a formatted, saved note (and a share link when asked). */
  aiNote: (request: AiNoteRequest) =>
    apiCall<AiNoteResponse>('/api/ai/notes', jsonBody('POST', request)),

  /** A question answered only from the user's notes, with citations. */
  ask: (request: AskRequest, signal?: AbortSignal) =>
    apiCall<AskResponse>('/api/ai/ask', {
      ...jsonBody('POST', request),
      ...(signal && { signal }),
    }),

  /** An in-note action's answer streamed (summarise, continue, improve, fix, checklist, translate). */
  streamNoteAction: (noteId: string, request: NoteAiRequest, handlers: AiStreamHandlers = {}) =>
    streamAi(`${notePath(noteId)}/ai`, request, handlers),

  /** An in-note action's whole answer as JSON (title and tags; any action with `stream: false`). */
  noteAction: (noteId: string, request: NoteAiRequest, signal?: AbortSignal) =>
    apiCall<NoteAiResult>(`${notePath(noteId)}/ai`, {
      ...jsonBody('POST', { ...request, stream: false }),
      ...(signal && { signal }),
    }),

  /** The user's notes closest in meaning to this one. */
  relatedNotes: (noteId: string, signal?: AbortSignal) =>
    apiCall<RelatedNotesResponse>(`${notePath(noteId)}/related`, signal ? { signal } : {}),
};
