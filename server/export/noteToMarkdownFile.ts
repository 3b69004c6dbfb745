import { stringify } from 'yaml';

/** What a note file is made of: the note's fields and its stored Markdown (notes.markdown). */
export interface ExportableNote {
  id: string;
  title: string;
  tags: string[];
  pinned: boolean;
  createdAt: Date;
  updatedAt: Date;
  markdown: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The owner's attachment URLs in a note's Markdown: `/api/attachments/<id>`
 * as the editor writes it, or the same under PUBLIC_URL, never under another
 * site's address.
 */
function attachmentUrlPattern(publicUrl: string): RegExp {
  return new RegExp(
    `(?:${escapeRegExp(publicUrl.replace(/\/+$/, ''))}|(?<![\\w.:/-]))/api/attachments/([0-9a-fA-F-]{36})`,
    'g',
  );
}

/** The ids of the attachments a note's Markdown points at, each once, in order. */
export function attachmentIdsIn(markdown: string, publicUrl: string): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(attachmentUrlPattern(publicUrl))) ids.add(match[1]!);
  return [...ids];
}

/**
 * The note's Markdown with every owner attachment URL replaced by what
 * `linkTo` says (a relative path in the ZIP, an absolute URL alone); an id
 * it answers null for keeps its URL.
 */
export function relinkAttachments(
  markdown: string,
  publicUrl: string,
  linkTo: (attachmentId: string) => string | null,
): string {
  return markdown.replace(
    attachmentUrlPattern(publicUrl),
    (url, id: string) => linkTo(id.toLowerCase()) ?? url,
  );
}

/** The YAML front matter of docs/export-format.md, written by `yaml` so any title is safe. */
export function frontMatter(note: ExportableNote): string {
  const fields = {
    title: note.title,
    tags: note.tags,
    created: note.createdAt.toISOString(),
    updated: note.updatedAt.toISOString(),
    pinned: note.pinned,
    inkling_id: note.id,
  };
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n`;
}

/** A whole note file: front matter, a blank line, the body (ending in a new line). */
export function noteToMarkdownFile(note: ExportableNote, body: string): string {
  const text = body.trim();
  return `${frontMatter(note)}${text ? `\n${text}\n` : ''}`;
}

/** One note exported alone: its attachments as absolute URLs of their owner's (PUBLIC_URL). */
export function singleNoteMarkdown(note: ExportableNote, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const body = relinkAttachments(
    note.markdown,
    publicUrl,
    (id) => `${origin}/api/attachments/${id}`,
  );
  return noteToMarkdownFile(note, body);
}
