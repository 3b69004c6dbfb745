import type { TagWithCount, UpdateTag } from '@common/schemas/notes';
import { useQuery } from '@tanstack/react-query';
import { notesApi } from '@app/notes/notesApi';
import { useRefreshingWrite, type MutationCallbacks } from './mutationCallbacks';
import { noteKeys, tagKeys } from './queryKeys';

/** Every tag with its note count, by name: one cache entry shared by every screen. */
export function useTagsQuery() {
  return useQuery({
    queryKey: tagKeys.list(),
    queryFn: async () => (await notesApi.listTags()).tags,
  });
}

/**
 * Tag writes. Each refreshes every note query when it settles, not only the
 * tag list: a rename or a merge changes the tags shown on notes.
 */
function useTagWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: MutationCallbacks<Output, Input>,
) {
  return useRefreshingWrite(noteKeys.all, mutationFn, callbacks);
}

export function useCreateTagMutation(callbacks: MutationCallbacks<TagWithCount, string> = {}) {
  return useTagWrite(async (name: string) => (await notesApi.createTag({ name })).tag, callbacks);
}

interface Rename {
  tag: TagWithCount;
  name: string;
}

/**
 * Renames a tag; onto another tag's name, the server merges the two and
 * answers the tag that survives (`after`, with a different id).
 */
export function useRenameTagMutation(
  callbacks: MutationCallbacks<{ before: TagWithCount; after: TagWithCount }, Rename> = {},
) {
  return useTagWrite(
    async ({ tag, name }: Rename) => ({
      before: tag,
      after: (await notesApi.updateTag(tag.id, { name })).tag,
    }),
    callbacks,
  );
}

interface Recolour {
  tag: TagWithCount;
  color: NonNullable<UpdateTag['color']>;
}

export function useRecolourTagMutation(callbacks: MutationCallbacks<TagWithCount, Recolour> = {}) {
  return useTagWrite(
    async ({ tag, color }: Recolour) => (await notesApi.updateTag(tag.id, { color })).tag,
    callbacks,
  );
}

/** Deletes a tag (its notes keep their content); answers the tag deleted. */
export function useDeleteTagMutation(
  callbacks: MutationCallbacks<TagWithCount, TagWithCount> = {},
) {
  return useTagWrite(async (tag: TagWithCount) => {
    await notesApi.deleteTag(tag.id);
    return tag;
  }, callbacks);
}
