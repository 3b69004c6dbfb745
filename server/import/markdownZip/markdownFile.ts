import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** A Markdown file's front matter (the parts an import reads) and its body. */
export interface MarkdownFile {
  title: string;
  body: string;
  tags: string[];
  createdAt?: Date | undefined;
  updatedAt?: Date | undefined;
  /** The note's id in the Inkling account it was exported from. */
  inklingId: string | null;
}

const MAX_FRONT_MATTER = 64 * 1024;

/** Notion names files `Page Title <32 hex id>.md`: the title without the id. */
export function titleFromFileName(filePath: string): string {
  const base = path.posix.basename(filePath).replace(/\.(md|markdown|txt|html?)$/i, '');
  return base.replace(/\s+[0-9a-f]{32}$/i, '').trim() || 'Untitled';
}

function frontMatterOf(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n/.exec(text);
  if (!match) return { data: {}, body: text };
  const end = text.slice(0, MAX_FRONT_MATTER).search(/\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/);
  if (end === -1) return { data: {}, body: text };
  const yaml = text.slice(match[0].length, end);
  const rest = text.slice(end).replace(/^\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/, '');
  try {
    const data: unknown = parseYaml(yaml, { maxAliasCount: 50, prettyErrors: false });
    if (data && typeof data === 'object' && !Array.isArray(data))
      return { data: data as Record<string, unknown>, body: rest };
  } catch {
    // Not YAML after all (a horizontal rule at the top): the text stays as written.
  }
  return { data: {}, body: text };
}

const asDate = (value: unknown): Date | undefined => {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

function tagsOf(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((tag) => typeof tag === 'string' || typeof tag === 'number').map(String);
  if (typeof value === 'string') return value.split(/[,\s]+/).filter(Boolean);
  return [];
}

/**
 * Reads a Markdown (or plain text) file: title from front matter `title`,
 * else the first `# heading` (taken out of the body), else the file name;
 * tags from `tags` (a list or a comma string); dates from `created`,
 * `updated` or `date`.
 */
export function readMarkdownFile(text: string, filePath: string): MarkdownFile {
  const source = text.replace(/^\uFEFF/, '');
  const { data, body } = frontMatterOf(source);
  let title = typeof data.title === 'string' ? data.title.trim() : '';
  let rest = body;
  if (!title) {
    const heading = /^(?:[ \t]*\r?\n)*#[ \t]+([^\r\n]{1,500})\r?\n?/.exec(body);
    if (heading) {
      title = heading[1]!.replace(/[ \t]+#+[ \t]*$/, '').trim();
      rest = body.slice(heading[0].length);
    }
  }
  const created = asDate(data.created ?? data.date);
  return {
    title: title || titleFromFileName(filePath),
    body: rest.replace(/^\s*\n/, ''),
    tags: tagsOf(data.tags ?? data.tag),
    createdAt: created,
    updatedAt: asDate(data.updated ?? data.modified) ?? created,
    inklingId: typeof data.inkling_id === 'string' ? data.inkling_id.slice(0, 100) : null,
  };
}
