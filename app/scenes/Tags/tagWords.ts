import type { TagWithCount } from '@common/schemas/notes';

/** The dashboard filtered by a tag: `/dashboard?tag=<name>`. */
export const tagDashboardPath = (name: string) =>
  `/dashboard?${new URLSearchParams({ tag: name }).toString()}`;

export const noteCount = (count: number) => `${count} ${count === 1 ? 'note' : 'notes'}`;

/** "Blue" from "blue": colour names as the picker shows them. */
export const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

/**
 * The tag that already holds `name` (any case), other than `tag` itself:
 * renaming onto it merges the two, which the rename dialog warns about.
 */
export function mergeTargetFor(
  tags: TagWithCount[],
  tag: TagWithCount,
  name: string,
): TagWithCount | undefined {
  const wanted = name.trim().toLowerCase();
  return tags.find((other) => other.id !== tag.id && other.name.toLowerCase() === wanted);
}

/**
 * What a rename did, for its toast. The server answers the surviving tag: a
 * different id than the one renamed means it was merged into an existing tag.
 */
export function renameOutcome(before: TagWithCount, after: TagWithCount) {
  return after.id === before.id
    ? { title: `Renamed to “${after.name}”`, description: `Was “${before.name}”.` }
    : {
        title: `Merged into “${after.name}”`,
        description: `“${before.name}” is gone; “${after.name}” is on ${noteCount(after.noteCount)} now.`,
      };
}
