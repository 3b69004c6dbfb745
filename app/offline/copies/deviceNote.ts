import type { Note } from '@common/schemas/notes';
import type { QueryClient } from '@tanstack/react-query';
import { cachedNote } from '../optimistic';
import { copyIndex } from './copyIndex';

/**
 * A note's record for opening it offline from its copy on this device: its
 * tags and pin from the cached notes list or the copy index; null when the
 * device has no copy of it. The body comes from the copy (the editor reads it).
 */
export async function deviceNote(
  queryClient: QueryClient,
  userId: string,
  id: string,
): Promise<Note | null> {
  const entry = await copyIndex.get(userId, id);
  if (!entry) return null;
  const summary = cachedNote(queryClient, id) ?? entry.summary;
  const updatedAt = entry.updatedAt ?? new Date(0).toISOString();
  return {
    id,
    title: entry.title,
    excerpt: '',
    tags: [],
    pinned: false,
    wordCount: 0,
    createdAt: updatedAt,
    updatedAt,
    deletedAt: null,
    journal: null,
    ...summary,
    // The body is the copy's: the record's Markdown is never read by the note screen.
    markdown: '',
  };
}
