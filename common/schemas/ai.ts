import { idSchema } from './ids';
import { noteSchema } from './notes';
import { shareSchema } from './shares';
import { z } from './zod';

/**
 * The AI features' contracts (issue 14). The server speaks to any
 * OpenAI-compatible endpoint; each capability is on when the operator set
 * its model. Streams are `text/event-stream` with the events of
 * `aiStreamEventSchema`.
 */

/** What one server can do with AI, for every AI control (`GET /api/ai/status`). */
export const aiStatusSchema = z.object({
  /** Chat answers: the assistant, in-note actions, ask your notes, AI notes. */
  chat: z.boolean(),
  /** Embeddings: semantic and hybrid search, related notes, the retrieval of ask. */
  embeddings: z.boolean(),
  /** Speech to text for voice notes. */
  transcription: z.boolean(),
  /** The provider's host (never the key), for "answers come from …" lines; null when unset. */
  provider: z.string().nullable(),
  /** Whether the server refuses any provider that is not on this machine or its network. */
  localOnly: z.boolean(),
  /** The environment variables an operator sets to switch on what is off, for the not-set-up state. */
  missing: z.array(z.string()),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const AI_PROMPT_MAX = 4_000;
export const AI_MESSAGE_MAX = 32_000;
export const AI_MESSAGES_MAX = 50;
export const AI_CONTEXT_NOTES_MAX = 10;
export const AI_SELECTION_MAX = 20_000;
export const AI_QUESTION_MAX = 1_000;

const messageContentSchema = z
  .string()
  .trim()
  .min(1, 'A message cannot be empty')
  .max(AI_MESSAGE_MAX, `A message is at most ${AI_MESSAGE_MAX} characters`);

export const chatRoleSchema = z.enum(['user', 'assistant'], {
  message: 'role is user or assistant',
});
export const chatMessageSchema = z.object({ role: chatRoleSchema, content: messageContentSchema });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * `POST /api/ai/chat`: the conversation so far, the last message the user's.
 * With `conversationId` the exchange is kept in that conversation (the last
 * user message and the answer are appended; `regenerate` replaces the last
 * answer instead); without it a new conversation is started and its id is
 * sent in the stream's `start` event.
 */
export const chatRequestSchema = z
  .object({
    messages: z
      .array(chatMessageSchema)
      .min(1, 'Send at least one message')
      .max(AI_MESSAGES_MAX, `A conversation sends at most ${AI_MESSAGES_MAX} messages`),
    noteIds: z
      .array(idSchema)
      .max(AI_CONTEXT_NOTES_MAX, `At most ${AI_CONTEXT_NOTES_MAX} notes as context`)
      .optional(),
    conversationId: idSchema.optional(),
    regenerate: z.boolean().optional(),
  })
  .refine((body) => body.messages.at(-1)?.role === 'user', {
    message: 'The last message must be the user’s',
    path: ['messages'],
  });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * One server-sent event of an AI stream, the JSON in its `data:` line:
 * `start` first, `delta`s of text, then exactly one of `done` (the use was
 * counted) or `error` (nothing counted).
 */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: idSchema.optional() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), text: z.string() }),
  z.object({
    type: z.literal('error'),
    code: z.enum(['AI_LIMIT_REACHED', 'AI_NOT_CONFIGURED', 'AI_UNAVAILABLE']),
    message: z.string(),
  }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

/** A kept conversation of the assistant. */
export const conversationSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationMessageSchema = chatMessageSchema.extend({
  id: idSchema,
  createdAt: z.iso.datetime(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});
export const conversationResponseSchema = z.object({
  conversation: conversationSummarySchema.extend({
    messages: z.array(conversationMessageSchema),
  }),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** `POST /api/ai/notes`: one request, one formatted and saved note, and a share link when asked. */
export const aiNoteRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Say what the note should be about')
    .max(AI_PROMPT_MAX, `A request is at most ${AI_PROMPT_MAX} characters`),
  share: z.boolean().optional(),
});
export type AiNoteRequest = z.infer<typeof aiNoteRequestSchema>;
export const aiNoteResponseSchema = z.object({
  note: noteSchema,
  share: shareSchema.optional(),
});
export type AiNoteResponse = z.infer<typeof aiNoteResponseSchema>;

/** What AI can do inside a note. */
export const noteAiActions = [
  'summarize',
  'continue',
  'improve',
  'fix-grammar',
  'checklist',
  'translate',
  'title',
  'tags',
] as const;
export const noteAiActionSchema = z.enum(noteAiActions, {
  message: `action is one of ${noteAiActions.join(', ')}`,
});
export type NoteAiAction = z.infer<typeof noteAiActionSchema>;

/**
 * `POST /api/notes/:id/ai`. Without `selection` the action works on the whole
 * note. `translate` needs `language`. `newTags` lets `tags` suggest tags the
 * user does not have yet. `stream: false` (the default for title and tags)
 * answers `{ result }` as JSON; otherwise the answer streams as events.
 */
export const noteAiRequestSchema = z
  .object({
    action: noteAiActionSchema,
    selection: z
      .string()
      .max(AI_SELECTION_MAX, `A selection is at most ${AI_SELECTION_MAX} characters`)
      .optional(),
    language: z
      .string()
      .trim()
      .min(2)
      .max(40, 'A language name is at most 40 characters')
      .optional(),
    newTags: z.boolean().optional(),
    stream: z.boolean().optional(),
  })
  .refine((body) => body.action !== 'translate' || body.language !== undefined, {
    message: 'Say which language to translate into',
    path: ['language'],
  });
export type NoteAiRequest = z.infer<typeof noteAiRequestSchema>;

/** The JSON answer of an in-note action: text in Markdown, or tag names for `tags`. */
export const noteAiResultSchema = z.object({
  result: z.string(),
  tags: z.array(z.string()).optional(),
});
export type NoteAiResult = z.infer<typeof noteAiResultSchema>;

/** `POST /api/ai/ask`: a question answered only from the caller's notes. */
export const askRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Ask a question')
    .max(AI_QUESTION_MAX, `A question is at most ${AI_QUESTION_MAX} characters`),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

export const citationSchema = z.object({
  noteId: idSchema,
  title: z.string(),
  /** Plain text of the passage the answer used (not HTML). */
  snippet: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const askResponseSchema = z.object({
  answer: z.string(),
  citations: z.array(citationSchema),
  /** False when the notes do not hold the answer (the answer then says so). */
  found: z.boolean(),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

/**
 * `GET /api/search?mode=`: defined beside the search query in notes.ts (which
 * this file imports, so it cannot import this one back) and re-exported here.
 */
export { searchModes, searchModeSchema, type SearchMode } from './notes';

/** `GET /api/notes/:id/related`: the caller's notes closest in meaning to this one. */
export const relatedNoteSchema = z.object({
  id: idSchema,
  title: z.string(),
  snippet: z.string(),
  /** Cosine similarity, 0–1. */
  score: z.number(),
});
export const relatedNotesResponseSchema = z.object({
  notes: z.array(relatedNoteSchema),
  /** Whether every note of the account has been embedded yet. */
  indexed: z.boolean(),
});
export type RelatedNotesResponse = z.infer<typeof relatedNotesResponseSchema>;
