import { createHash } from 'node:crypto';
import type { LiveNotes } from '../collab/collabServer';
import { leadingText, referencedAttachments, renderNoteHtml } from './renderNoteHtml';
import { sanitizeNoteHtml } from './sanitizeNoteHtml';
import { readSharedNote, sharedNoteState } from './sharedNote';

/** A shared note ready to send: what its page and its attachment route need. */
export interface RenderedShare {
  title: string;
  bodyHtml: string;
  /** The first words, for the description. */
  leadText: string;
  /** The uploads its body shows or links to: the only ones the link serves. */
  attachments: Set<string>;
}

/** Pages kept: at most this many, and this many characters of HTML in all. */
const MAX_ENTRIES = 100;
const MAX_CHARACTERS = 32 * 1024 * 1024;

/**
 * Rendered share pages by link address and document state. Rendering and
 * sanitising cost time linear in the note (about 0.3 s for a 600 KB note on
 * this machine, on the event loop): a link opened again, by anyone, costs
 * only reading the document and hashing it until the note changes. Least
 * recently used pages go first.
 */
export function createRenderedShares(options: {
  siteOrigin: string;
  live?: LiveNotes | undefined;
}) {
  const entries = new Map<string, RenderedShare>();
  let characters = 0;

  function remember(key: string, rendered: RenderedShare) {
    entries.set(key, rendered);
    characters += rendered.bodyHtml.length;
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && characters <= MAX_CHARACTERS) break;
      entries.delete(oldKey);
      characters -= old.bodyHtml.length;
    }
  }

  /** The note as it is now, rendered for the link at `path` (`/share/<id>` or `/shared/<id>`). */
  return function renderedShare(path: string, noteId: string, stored: Uint8Array): RenderedShare {
    const state = sharedNoteState(noteId, stored, options.live);
    const key = `${path}\n${createHash('sha256').update(state).digest('base64')}`;
    const cached = entries.get(key);
    if (cached) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const note = readSharedNote(state);
    const rendered: RenderedShare = {
      title: note.title,
      bodyHtml: sanitizeNoteHtml(
        renderNoteHtml(note.body, {
          siteOrigin: options.siteOrigin,
          attachmentUrl: (id) => `${path}/attachments/${id}`,
        }),
      ),
      leadText: leadingText(note.body, 200),
      attachments: referencedAttachments(note.body, options.siteOrigin),
    };
    remember(key, rendered);
    return rendered;
  };
}
