/**
 * The two shared types of a note's Yjs document, by name. The editor, the
 * server and every stored document use these names, so they are written
 * here only: changing one would orphan the text of every stored note.
 */

/** The body: the XML fragment TipTap's Collaboration extension edits ('default' is its own default name). */
export const BODY_FIELD = 'default';

/** The title: a shared text, so edits from two devices merge. */
export const TITLE_FIELD = 'title';
