import { mergeAttributes, Node } from '@tiptap/core';

/** "1:05", "1:02:03": a position or a length in the player and the transcript. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The link a transcript's timestamp carries: `#t=<seconds>` seeks the player above it. */
export const timestampHref = (seconds: number) => `#t=${Math.floor(seconds)}`;
/** The seconds of a timestamp link, or null for any other link. */
export function timestampSeconds(href: string | null | undefined): number | null {
  const match = /^#t=(\d{1,6})$/.exec(href ?? '');
  return match ? Number(match[1]) : null;
}

const numberOrNull = (value: string | null) => {
  const parsed = value === null ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

/**
 * A recording in a note: an attachment (`src` = /api/attachments/<id>)
 * played by the editor's player. Stored as its own block, so a transcript
 * written below it can seek it. Where no player exists (share pages, export)
 * it is an `<audio controls>` element or a Markdown link to the file.
 */
export const AudioNode = Node.create({
  name: 'audio',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null },
      /** What the recording is called: "Voice note" or the uploaded file's name. */
      title: { default: null },
      /** Its length in seconds, when known. */
      duration: {
        default: null,
        parseHTML: (element) => numberOrNull(element.getAttribute('data-duration')),
        renderHTML: (attributes: { duration?: number | null }) =>
          attributes.duration == null ? {} : { 'data-duration': String(attributes.duration) },
      },
    };
  },

  parseHTML() {
    return [{ tag: 'audio[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['audio', mergeAttributes(HTMLAttributes, { controls: 'true', preload: 'metadata' })];
  },

  renderMarkdown: (node) => {
    const attrs = (node.attrs ?? {}) as { src?: string | null; title?: string | null; duration?: number | null };
    if (!attrs.src) return '';
    const name = (attrs.title || 'Voice note').replace(/[[\]\\]/g, '');
    const length = typeof attrs.duration === 'number' ? ` (${formatClock(attrs.duration)})` : '';
    return `[${name}${length}](${attrs.src})`;
  },
});
