import type {
  CreateNote,
  Note,
  NoteList,
  NoteSummary,
  Tag,
  TagWithCount,
} from '@common/schemas/notes';
import { tagColors } from '@common/schemas/notes';
import type { QueryClient } from '@tanstack/react-query';
import type { Template } from '@common/schemas/templates';
import type { NoteListParams } from '@app/notes/notesApi';
import { noteKeys, tagKeys, templateKeys } from '@app/queries/queryKeys';

/**
 * What the screens show of a write that waits in the outbox: the cached
 * records changed the way the server will change them, until the replay's
 * refresh brings the server's own.
 */

/** The note's record as cached: its own query, or its line in any list. */
export function cachedNote(queryClient: QueryClient, id: string): NoteSummary | undefined {
  const own = queryClient.getQueryData<Note>(noteKeys.detail(id));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<{ pages: NoteList[] }>({
    queryKey: noteKeys.lists(),
  })) {
    const found = data?.pages?.flatMap((page) => page.notes).find((note) => note.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A note's name in a message: its title, or "Untitled". */
export const noteName = (queryClient: QueryClient, id: string) =>
  cachedNote(queryClient, id)?.title || 'Untitled';

/** Tags by name as the tag list knows them; a new name gets a stand-in until the server makes it. */
export function tagsNamed(queryClient: QueryClient, names: readonly string[]): Tag[] {
  const known = queryClient.getQueryData<TagWithCount[]>(tagKeys.list()) ?? [];
  return names.map((name) => {
    const tag = known.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    return tag
      ? { id: tag.id, name: tag.name, color: tag.color }
      : { id: `pending:${name}`, name, color: tagColors[0] };
  });
}

/** A template as the template list cached it (`{ templates }`, as the API answers). */
export function cachedTemplate(
  queryClient: QueryClient,
  id: string | undefined,
): Template | undefined {
  if (!id) return undefined;
  return queryClient
    .getQueryData<{ templates: Template[] }>(templateKeys.list())
    ?.templates.find((candidate) => candidate.id === id);
}

/** The record a create will make, as far as the device knows it (a template's text comes from the server). */
export function optimisticNote(queryClient: QueryClient, id: string, input: CreateNote): Note {
  const now = new Date().toISOString();
  const template = cachedTemplate(queryClient, input.templateId);
  return {
    id,
    title: input.title ?? template?.name ?? '',
    excerpt: '',
    tags: tagsNamed(queryClient, input.tags ?? []),
    pinned: false,
    wordCount: 0,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    journal: null,
    markdown: '',
  };
}

/** Whether a cached list (by its parameters) would hold the note. */
function listHolds(params: NoteListParams, note: NoteSummary): boolean {
  if (params.pinned !== undefined && params.pinned !== note.pinned) return false;
  if (params.tag && !note.tags.some((tag) => tag.name === params.tag)) return false;
  return true;
}

/** Puts a new note at the top of every cached list that would hold it. */
export function insertIntoNoteLists(queryClient: QueryClient, note: NoteSummary): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: noteKeys.lists() })) {
    const params = (query.queryKey[2] ?? {}) as NoteListParams;
    if (!listHolds(params, note)) continue;
    queryClient.setQueryData<{ pages: NoteList[] }>(query.queryKey, (data) => {
      const [first, ...rest] = data?.pages ?? [];
      if (!data || !first || first.notes.some((each) => each.id === note.id)) return data;
      return { ...data, pages: [{ ...first, notes: [note, ...first.notes] }, ...rest] };
    });
  }
}
