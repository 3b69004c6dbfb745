/**
 * The import thread (run by htmlPool.ts): turns an Evernote note's ENML or an
 * HTML file into Markdown with turndown and its GFM plugin (tables,
 * strikethrough, task lists), off the event loop and within a time budget.
 */
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';

/** What an `<en-media hash>` of the note became (decided on the main thread). */
export type MediaTarget =
  { kind: 'image' | 'file'; url: string; name: string } | { kind: 'missing'; text: string };

export interface HtmlTask {
  html: string;
  /** ENML: Evernote's XHTML with en-todo, en-media, en-crypt. */
  enml: boolean;
  /** Evernote media by MD5 hash (lowercase hex). */
  media?: Record<string, MediaTarget>;
}

export interface HtmlResult {
  markdown: string;
  /** An HTML document's <title>, when it has one. */
  title: string | null;
}

type Replacement = (content: string, node: TurndownService.Node) => string;

/** Which Evernote element a node stands for (see enmlBody), or its own name. */
const enmlName = (node: HTMLElement) => node.getAttribute('data-enml') ?? node.nodeName;

/** Evernote's own elements: a checkbox, an attachment, encrypted text. */
function enmlReplacements(media: Record<string, MediaTarget>): Record<string, Replacement> {
  return {
    'EN-TODO': (content, node) => {
      const checked = (node as HTMLElement).getAttribute('checked') === 'true';
      const box = checked ? '[x] ' : '[ ] ';
      return (node.parentNode?.nodeName === 'LI' ? box : `- ${box}`) + content;
    },
    'EN-MEDIA': (content, node) => {
      const hash = ((node as HTMLElement).getAttribute('hash') ?? '').toLowerCase();
      // Own keys only: `hash="__proto__"` is no attachment.
      const target = Object.hasOwn(media, hash) ? media[hash] : undefined;
      if (!target) return ` *(attachment ${hash || 'without a hash'} missing)* ${content}`;
      if (target.kind === 'missing') return ` *(${target.text})* ${content}`;
      const label = target.name.replace(/[[\]\\]/g, '');
      const link =
        target.kind === 'image' ? `![${label}](${target.url})` : `[${label}](${target.url})`;
      return link + content;
    },
    'EN-CRYPT': () => '*(encrypted text: not imported)*',
  };
}

function createService(media: Record<string, MediaTarget>): TurndownService {
  const enml = enmlReplacements(media);
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  });
  service.use(gfm);
  service.remove(['script', 'style', 'head', 'title', 'noscript', 'iframe', 'object', 'embed']);
  for (const [name, replacement] of Object.entries(enml)) {
    service.addRule(name, { filter: (node) => enmlName(node) === name, replacement });
  }
  return service;
}

/** The part of an HTML document between <body> and </body> (all of it when there is none). */
function bodyOf(html: string): string {
  const lower = html.toLowerCase();
  const open = lower.indexOf('<body');
  if (open === -1) return html;
  const start = lower.indexOf('>', open);
  const end = lower.lastIndexOf('</body');
  return html.slice(start + 1, end > start ? end : undefined);
}

function titleOf(html: string): string | null {
  const match = /<title[^>]{0,200}>([^<]{0,500})<\/title>/i.exec(html.slice(0, 64 * 1024));
  const title = match?.[1]?.trim();
  return title ? decodeEntities(title) : null;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return character(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return character(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** A numeric reference's character; past Unicode, or NUL (which no text column holds), U+FFFD as browsers do. */
const character = (codePoint: number) =>
  codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\uFFFD';

/**
 * SVG and MathML read as ordinary HTML elements. In their foreign content a
 * `<td>` or `<tr>` is an element of its own rather than a table's, which
 * turndown's table rules then failed on ("<math><td>x"); read as HTML, a
 * stray table part is dropped as browsers drop it, and the text is kept.
 */
const withoutForeignContent = (html: string) => html.replace(/<(\/?)(?:svg|math)\b/gi, '<$1span');

/** ENML's XML prologue and doctype, and the en-note wrapper, are not content. */
function enmlBody(enml: string): string {
  return (
    enml
      .replace(/^\s*<\?xml[^>]{0,500}\?>/, '')
      .replace(/^\s*<!DOCTYPE[^>]{0,1000}>/i, '')
      .replace(/<en-note[^>]{0,2000}>/i, '<div>')
      .replace(/<\/en-note>\s*$/i, '</div>')
      // Empty elements are dropped by turndown (and HTML parsers read <en-todo/> as an open tag
      // that swallows what follows): each becomes a void element that stands for it.
      .replace(/<\/(en-todo|en-media)>/gi, '')
      .replace(/<en-todo\b([^>]*?)\/?>/gi, '<input type="checkbox" data-enml="EN-TODO"$1>')
      .replace(/<en-media\b([^>]*?)\/?>/gi, '<img data-enml="EN-MEDIA"$1>')
  );
}

export default function convertHtml(task: HtmlTask): HtmlResult {
  const service = createService(task.media ?? {});
  const html = withoutForeignContent(task.html);
  if (task.enml) return { markdown: service.turndown(enmlBody(html)).trim(), title: null };
  return { markdown: service.turndown(bodyOf(html)).trim(), title: titleOf(html) };
}
