import type { Tag, TagWithCount } from '@common/schemas/notes';

/** The fields of a tag that leave the server (on notes, in lists and search filters). */
export function presentTag(tag: Tag): Tag {
  return { id: tag.id, name: tag.name, color: tag.color };
}

/** A tag with how many notes outside the trash carry it (the tags screen). */
export function presentTagWithCount(tag: TagWithCount): TagWithCount {
  return { ...presentTag(tag), noteCount: tag.noteCount };
}
