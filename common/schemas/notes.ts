import { idSchema, templateIdSchema } from './ids';
import { localDateSchema, moodSchema } from './journal';
import { z } from './zod';

const MAX_MARKDOWN = 2_000_000; // ~300,000 words: far beyond any real note, short of abuse.

export const tagNameSchema = z
  .string()
  .trim()
  .min(1, 'A tag needs a name')
  .max(50, 'Tag names are at most 50 characters')
  .regex(/^[^,#]+$/, 'Tag names cannot contain commas or #');

export const tagSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const createNoteSchema = z.object({
  /**
   * A UUID made on the device (a note created offline): the note gets this
   * id. Creating the same id again answers the existing note (200), so an
   * outbox retry never makes two.
   */
  id: idSchema.optional(),
  title: z.string().max(500, 'Titles are at most 500 characters').optional(),
  markdown: z.string().max(MAX_MARKDOWN, 'This note is too long').optional(),
  tags: z.array(tagNameSchema).max(50, 'At most 50 tags per note').optional(),
  /** Start from a template: its body, and its name as the title unless one is given. */
  templateId: templateIdSchema.optional(),
});
export type CreateNote = z.infer<typeof createNoteSchema>;

export const updateNoteSchema = z
  .object({
    title: z.string().max(500, 'Titles are at most 500 characters').optional(),
    markdown: z.string().max(MAX_MARKDOWN, 'This note is too long').optional(),
    pinned: z.boolean().optional(),
    tags: z.array(tagNameSchema).max(50, 'At most 50 tags per note').optional(),
  })
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'Nothing to change',
  );
export type UpdateNote = z.infer<typeof updateNoteSchema>;

export const noteSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(tagSchema),
  pinned: z.boolean(),
  wordCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
  /** Set when the note is a journal entry: its day and mood (the timeline shows the mood). */
  journal: z.object({ date: localDateSchema, mood: moodSchema.nullable() }).nullable(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

export const noteSchema = noteSummarySchema.extend({ markdown: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const noteResponseSchema = z.object({ note: noteSchema });

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listNotesQuerySchema = z.object({
  tag: z.string().min(1).max(50, 'Tag names are at most 50 characters').optional(),
  pinned: booleanParam.optional(),
  sort: z.enum(['updated', 'created', 'title']).default('updated'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit is at least 1')
    .max(200, 'limit is at most 200')
    .default(50),
  cursor: z.string().min(1).max(2000, 'cursor: not a cursor this API returned').optional(),
  /** Only notes created before this instant: the timeline's "jump to a date". */
  createdBefore: z.iso
    .datetime({ message: 'createdBefore must be an ISO date-time, like 2026-11-01T00:00:00Z' })
    .optional(),
  /** Only journal entries, or only other notes. */
  kind: z.enum(['note', 'journal']).optional(),
  /** Only the journal entry of this day (YYYY-MM-DD). */
  date: localDateSchema.optional(),
});
export type ListNotesQuery = z.infer<typeof listNotesQuerySchema>;

export const noteListSchema = z.object({
  notes: z.array(noteSummarySchema),
  nextCursor: z.string().nullable(),
});
export type NoteList = z.infer<typeof noteListSchema>;

export const TRASH_RETENTION_DAYS = 30;

/** `GET /api/search?mode=`: full text (the default), by meaning, or both merged by reciprocal rank. */
export const searchModes = ['fulltext', 'semantic', 'hybrid'] as const;
export const searchModeSchema = z.enum(searchModes, {
  message: `mode is one of ${searchModes.join(', ')}`,
});
export type SearchMode = z.infer<typeof searchModeSchema>;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'Searches are at most 200 characters'),
  tag: z.string().min(1).max(50, 'Tag names are at most 50 characters').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit is at least 1')
    .max(50, 'limit is at most 50')
    .default(20),
  /** Full text when absent; semantic and hybrid need the server's embedding model. */
  mode: searchModeSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Escaped HTML: the text around the first match, matches wrapped in <mark>. */
  snippet: z.string(),
  updatedAt: z.iso.datetime(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const tagColors = [
  'violet',
  'blue',
  'green',
  'amber',
  'red',
  'pink',
  'teal',
  'gray',
] as const;
export const tagColorSchema = z.enum(tagColors, {
  message: `Colour must be one of ${tagColors.join(', ')}`,
});

export const tagWithCountSchema = tagSchema.extend({ noteCount: z.number().int() });
export type TagWithCount = z.infer<typeof tagWithCountSchema>;

export const createTagSchema = z.object({ name: tagNameSchema, color: tagColorSchema.optional() });
export const updateTagSchema = z
  .object({ name: tagNameSchema.optional(), color: tagColorSchema.optional() })
  .refine((patch) => patch.name !== undefined || patch.color !== undefined, 'Nothing to change');
export type UpdateTag = z.infer<typeof updateTagSchema>;

export const tagListSchema = z.object({ tags: z.array(tagWithCountSchema) });
export const tagResponseSchema = z.object({ tag: tagWithCountSchema });
