import { mergeAttributes, Node } from '@tiptap/core';
import { formatClock } from './clock';

// In its own module so screens that only show times (the recorder) need no TipTap.
export { formatClock };

/** The link a transcript's timestamp carries: `#t=<seconds>` seeks the player above it. */
export const timestampHref = (seconds: number) => `#t=${Math.floor(seconds)}`;
/** The seconds of a timestamp link, or null for any other link. */
export function timestampSeconds(href: string | null | undefined): number | null {
  const match = /^#t=(\d{1,6})$/.exec(href ?? '');
  return match ? Number(match[1]) : null;
}

/** The address of one of the user's uploads: the only thing a recording block plays. */
const ATTACHMENT_SRC =
  /^\/api\/attachments\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One `<audio …>` line (and its `</audio>`), alone in its block: bounded, so matching stays linear. */
const AUDIO_LINE = /^<audio\b([^<>\n]{0,2000})>[ \t]*(?:<\/audio>)?[ \t]*(?:\n+|$)/i;
const AUDIO_ATTRIBUTE = /([a-z-]+)="([^"]*)"/gi;
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const escapeAttribute = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A recording as one line of HTML, `<audio src="/api/attachments/<id>"
 * title="…" data-duration="83"></audio>`: the Markdown form of a block whose
 * file is known to be audio (an import writes it; Markdown's own link form
 * cannot say that a link is a recording). Read back by the node's tokenizer
 * on the server, where Markdown's HTML is otherwise kept as text.
 */
export function audioHtml(attrs: {
  src: string;
  title?: string | null;
  duration?: number | null;
}): string {
  const title = attrs.title ? ` title="${escapeAttribute(attrs.title)}"` : '';
  const duration = attrs.duration == null ? '' : ` data-duration="${attrs.duration}"`;
  return `<audio src="${escapeAttribute(attrs.src)}"${title}${duration}></audio>`;
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

  // Only at the start of a block, so an audio line stands between blank lines. `start` is
  // given (and looks at one position) because TipTap's default would build a second lexer
  // mid-parse, which takes over the shared tokenizer and leaves paragraphs empty; looking
  // further ahead before every paragraph would make parsing quadratic.
  markdownTokenizer: {
    name: 'audio',
    level: 'block',
    start: (src: string) => (src.startsWith('<audio') ? 0 : -1),
    tokenize(src) {
      const match = AUDIO_LINE.exec(src);
      if (!match) return undefined;
      const attrs: Record<string, string> = {};
      for (const [, name = '', value = ''] of (match[1] ?? '').matchAll(AUDIO_ATTRIBUTE))
        attrs[name.toLowerCase()] = value.replace(
          /&(?:amp|lt|gt|quot|#39);/g,
          (e) => entities[e] ?? e,
        );
      if (!ATTACHMENT_SRC.test(attrs.src ?? '')) return undefined;
      return {
        type: 'audio',
        raw: match[0],
        src: attrs.src,
        title: attrs.title ?? null,
        duration: numberOrNull(attrs['data-duration'] ?? null),
      };
    },
  },

  parseMarkdown: (token) => ({
    type: 'audio',
    attrs: {
      src: typeof token.src === 'string' ? token.src : null,
      title: typeof token.title === 'string' ? token.title : null,
      duration: typeof token.duration === 'number' ? token.duration : null,
    },
  }),

  renderMarkdown: (node) => {
    const attrs = (node.attrs ?? {}) as {
      src?: string | null;
      title?: string | null;
      duration?: number | null;
    };
    if (!attrs.src) return '';
    const name = (attrs.title || 'Voice note').replace(/[[\]\\]/g, '');
    const length = typeof attrs.duration === 'number' ? ` (${formatClock(attrs.duration)})` : '';
    return `[${name}${length}](${attrs.src})`;
  },
});
