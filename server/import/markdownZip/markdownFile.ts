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

/**
 * Notion names files `Page Title <32 hex id>.md`: the title without the id.
 * Found from the end, in time linear in the name: `/\s+[0-9a-f]{32}$/` tried
 * every run of spaces against the rest, and a ZIP entry's name of 64 KB of
 * spaces held the event loop for seconds.
 */
export function titleFromFileName(filePath: string): string {
  const base = path.posix.basename(filePath).replace(/\.(md|markdown|txt|html?)$/i, '');
  const id = base.length > 32 ? base.slice(-32) : '';
  const beforeId = base.slice(0, -32);
  const title = /^[0-9a-f]{32}$/i.test(id) && /\s$/.test(beforeId) ? beforeId : base;
  return title.trim() || 'Untitled';
}

/** Brackets and braces this deep are no front matter (and would run YAML's parser out of stack). */
const MAX_FRONT_MATTER_NESTING = 32;

/** How deep YAML's flow collections (`[…]`, `{…}`) nest in the text, counted without parsing. */
function flowNesting(yaml: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of yaml) {
    if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if ((char === ']' || char === '}') && depth > 0) depth--;
  }
  return deepest;
}

function frontMatterOf(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n/.exec(text);
  if (!match) return { data: {}, body: text };
  const end = text.slice(0, MAX_FRONT_MATTER).search(/\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/);
  if (end === -1) return { data: {}, body: text };
  const yaml = text.slice(match[0].length, end);
  const rest = text.slice(end).replace(/^\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/, '');
  // Counted with quotes too: a title with a thousand brackets is no front matter either.
  if (flowNesting(yaml) > MAX_FRONT_MATTER_NESTING) return { data: {}, body: text };
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
