/**
 * Stateless messages the collaboration server sends to a note's open
 * editors, beside the Yjs document they sync.
 */

/** The note's record (tags, pin) changed over REST: read it again. */
export const NOTE_META_CHANGED = 'note-meta-changed';
