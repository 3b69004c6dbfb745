/**
 * A note's address. Opened from a search, it carries what was searched
 * (`?q=`): the note's photos then box the words where they were read (see
 * app/photo/PhotoSearchImage).
 */
export function notePath(id: string, searched = ''): string {
  const query = searched.trim();
  return query ? `/note/${id}?q=${encodeURIComponent(query)}` : `/note/${id}`;
}
