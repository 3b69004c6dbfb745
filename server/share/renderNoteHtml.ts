import { formatClock, timestampSeconds } from '@common/editor/audioNode';
import type { JSONContent } from '@tiptap/core';
import { attachmentIdOf, safeUrl } from './safeUrl';

/** How addresses in the note become addresses on the shared page. */
export interface RenderOptions {
  /** The site's origin: an absolute link to `<origin>/api/attachments/<id>` is an attachment too. */
  siteOrigin: string;
  /** Where the page's visitor fetches one of the note's attachments (through the share). */
  attachmentUrl: (id: string) => string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

/** A small positive integer attribute (list start, cell span), or undefined when it is not one. */
function count(value: unknown, max: number): number | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/** One step of the walk: a node to render, or HTML to write as it is (a closing tag). */
type Step = JSONContent | string;

/**
 * A note body (ProseMirror JSON from the note's Yjs document) as HTML, every
 * text and attribute escaped. One pass over an explicit stack: linear in the
 * note's size and safe however deep its lists are nested. Headings move one
 * level down (the page's title is the h1). Links keep only http(s), mailto and
 * paths on this site; attachments are fetched through the share; an image
 * from elsewhere becomes a link (the page loads nothing from other sites).
 * Unknown nodes keep their text. The result still goes through
 * sanitizeNoteHtml (see sharePage.ts): this is the first of two defences.
 */
export function renderNoteHtml(body: JSONContent, options: RenderOptions): string {
  const out: string[] = [];
  const stack: Step[] = [body];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    if (typeof step === 'string') {
      out.push(step);
      continue;
    }
    if (step.type === 'text') {
      out.push(renderText(step, options));
      continue;
    }
    const [open, close] = tagsFor(step, options);
    out.push(open);
    stack.push(close);
    const children = step.content ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child) stack.push(child);
    }
  }
  return out.join('');
}

/** The opening and closing HTML around a node's children. */
function tagsFor(node: JSONContent, options: RenderOptions): [string, string] {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'doc':
      return ['', ''];
    case 'paragraph':
      return ['<p>', '</p>'];
    case 'heading': {
      const level = Math.min((count(attrs.level, 6) ?? 1) + 1, 6);
      return [`<h${level}>`, `</h${level}>`];
    }
    case 'bulletList':
      return ['<ul>', '</ul>'];
    case 'orderedList': {
      const start = count(attrs.start, 1_000_000_000);
      return [start && start !== 1 ? `<ol${attr('start', String(start))}>` : '<ol>', '</ol>'];
    }
    case 'listItem':
      return ['<li>', '</li>'];
    case 'taskList':
      return ['<ul class="tasks">', '</ul>'];
    case 'taskItem': {
      const checked = attrs.checked === true;
      const box = `<input type="checkbox" disabled${checked ? ' checked' : ''}${attr('aria-label', checked ? 'Done' : 'Not done')}>`;
      return [`<li class="task">${box}<div>`, '</div></li>'];
    }
    case 'blockquote':
      return ['<blockquote>', '</blockquote>'];
    case 'codeBlock':
      // Focusable: a long line scrolls sideways, and keyboard users must be able to scroll it.
      return ['<pre tabindex="0"><code>', '</code></pre>'];
    case 'horizontalRule':
      return ['<hr>', ''];
    case 'hardBreak':
      return ['<br>', ''];
    case 'table':
      return [
        '<div class="table" tabindex="0" role="region" aria-label="Table"><table><tbody>',
        '</tbody></table></div>',
      ];
    case 'tableRow':
      return ['<tr>', '</tr>'];
    case 'tableHeader':
    case 'tableCell': {
      const tag = node.type === 'tableHeader' ? 'th' : 'td';
      const colspan = count(attrs.colspan, 1000);
      const rowspan = count(attrs.rowspan, 1000);
      const spans =
        (colspan && colspan > 1 ? attr('colspan', String(colspan)) : '') +
        (rowspan && rowspan > 1 ? attr('rowspan', String(rowspan)) : '');
      return [`<${tag}${spans}>`, `</${tag}>`];
    }
    case 'image':
      return [renderImage(attrs, options), ''];
    case 'audio':
      return [renderAudio(attrs, options), ''];
    default:
      // A node the renderer does not know: its text still shows.
      return ['', ''];
  }
}

function renderImage(attrs: Record<string, unknown>, options: RenderOptions): string {
  const alt = typeof attrs.alt === 'string' ? attrs.alt : '';
  const title = typeof attrs.title === 'string' && attrs.title ? attr('title', attrs.title) : '';
  const src = safeUrl(attrs.src);
  if (!src) return alt ? `<p>${escapeHtml(alt)}</p>` : '';
  const attachment = attachmentIdOf(src, options.siteOrigin);
  if (attachment) {
    return `<img${attr('src', options.attachmentUrl(attachment))}${attr('alt', alt)}${title} loading="lazy">`;
  }
  if (src.startsWith('/') && !src.startsWith('/api/')) {
    return `<img${attr('src', src)}${attr('alt', alt)}${title} loading="lazy">`;
  }
  // An image from another site (or an owner-only API address): a link, never a request from the page.
  return `<p><a${attr('href', src)} rel="nofollow noopener noreferrer">${escapeHtml(alt || 'Image')}</a></p>`;
}

/**
 * A recording: the browser's own player (no script on a share page), named
 * by its title and length, with a download link where audio cannot play.
 * Only the note's own uploads play; any other address is a plain link.
 */
function renderAudio(attrs: Record<string, unknown>, options: RenderOptions): string {
  const title =
    typeof attrs.title === 'string' && attrs.title.trim() ? attrs.title.trim() : 'Voice note';
  const seconds =
    typeof attrs.duration === 'number' && Number.isFinite(attrs.duration) ? attrs.duration : null;
  const length = seconds === null ? '' : formatClock(seconds);
  const src = safeUrl(attrs.src);
  const attachment = src ? attachmentIdOf(src, options.siteOrigin) : null;
  if (!attachment) {
    const label = escapeHtml(length ? `${title} (${length})` : title);
    return src
      ? `<p><a${attr('href', src)} rel="nofollow noopener noreferrer">${label}</a></p>`
      : `<p>${label}</p>`;
  }
  const url = options.attachmentUrl(attachment);
  const caption = `${escapeHtml(title)}${length ? ` <span class="length">${escapeHtml(length)}</span>` : ''}`;
  return (
    `<figure class="audio"><figcaption>${caption}</figcaption>` +
    `<audio controls preload="metadata"${attr('src', url)}${attr('aria-label', length ? `${title}, ${length}` : title)}>` +
    `<a${attr('href', url)}>Download the recording</a></audio></figure>`
  );
}

/** The HTML of one mark around a text. */
function markTags(
  mark: { type: string; attrs?: Record<string, unknown> },
  options: RenderOptions,
): [string, string] {
  switch (mark.type) {
    case 'bold':
      return ['<strong>', '</strong>'];
    case 'italic':
      return ['<em>', '</em>'];
    case 'strike':
      return ['<s>', '</s>'];
    case 'underline':
      return ['<u>', '</u>'];
    case 'code':
      return ['<code>', '</code>'];
    case 'highlight':
      return ['<mark>', '</mark>'];
    case 'link': {
      const href = safeUrl(mark.attrs?.href);
      // A transcript's timestamp seeks the editor's player; here there is none to seek, so it is text.
      if (!href || timestampSeconds(href) !== null) return ['', ''];
      const attachment = attachmentIdOf(href, options.siteOrigin);
      const target = attachment ? options.attachmentUrl(attachment) : href;
      return [`<a${attr('href', target)} rel="nofollow noopener noreferrer">`, '</a>'];
    }
    default:
      return ['', ''];
  }
}

function renderText(node: JSONContent, options: RenderOptions): string {
  const text = escapeHtml(node.text ?? '');
  const marks = node.marks ?? [];
  if (marks.length === 0) return text;
  let open = '';
  let close = '';
  for (const mark of marks) {
    const [start, end] = markTags(mark, options);
    open += start;
    close = end + close;
  }
  return open + text + close;
}

/**
 * Every upload the body refers to, by image, recording or link: the only
 * attachments a share of this note serves.
 */
export function referencedAttachments(body: JSONContent, siteOrigin: string): Set<string> {
  const ids = new Set<string>();
  const stack: JSONContent[] = [body];
  while (stack.length > 0) {
    const node = stack.pop() as JSONContent;
    const urls: unknown[] = [];
    if (node.type === 'image' || node.type === 'audio') urls.push(node.attrs?.src);
    for (const mark of node.marks ?? []) if (mark.type === 'link') urls.push(mark.attrs?.href);
    for (const raw of urls) {
      const url = safeUrl(raw);
      const id = url ? attachmentIdOf(url, siteOrigin) : null;
      if (id) ids.add(id);
    }
    for (const child of node.content ?? []) stack.push(child);
  }
  return ids;
}

const blockTypes = new Set([
  'paragraph',
  'heading',
  'listItem',
  'taskItem',
  'codeBlock',
  'tableCell',
  'tableHeader',
]);

/**
 * The body's first words as plain text, up to about `limit` characters (for
 * the page's description): only as much of the note as that needs is read.
 */
export function leadingText(body: JSONContent, limit: number): string {
  let text = '';
  const stack: JSONContent[] = [body];
  while (stack.length > 0 && text.length < limit) {
    const node = stack.pop() as JSONContent;
    if (node.type === 'text') text += node.text ?? '';
    else if (blockTypes.has(node.type ?? '') || node.type === 'hardBreak') text += ' ';
    const children = node.content ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child) stack.push(child);
    }
  }
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, limit * 2);
}
