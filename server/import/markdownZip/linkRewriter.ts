import path from 'node:path';
import { audioHtml } from '@common/editor/audioNode';

/** What a link in an imported note points at, as the import resolved it. */
export type LinkTarget =
  | { kind: 'note'; noteId: string }
  | { kind: 'file'; url: string; image: boolean; audio?: boolean }
  | { kind: 'failed'; reason: string }
  | null;

export interface LinkResolver {
  /** A note by `[[name]]`: its file name or title, any folder. */
  byName(name: string): Promise<LinkTarget>;
  /** A path relative to the ZIP's root (already resolved against the note's folder). */
  byPath(zipPath: string): Promise<LinkTarget>;
}

export interface RewriteCounts {
  /** Links to other notes found, rewritten, and left as text. */
  links: { in: number; out: number; unresolved: number };
  /** Images and files: found, stored, missing. */
  files: { in: number; out: number; missing: number };
  details: string[];
}

const WIKILINK = /(!?)\[\[([^\]\n|#]{1,500})(#[^\]\n|]{0,500})?(?:\|([^\]\n]{0,500}))?\]\]/g;
const MD_LINK =
  /(!?)\[([^\]\n]{0,1000})\]\(\s*(<[^>\n]{1,2000}>|[^)\s]{1,2000})((?:\s+"[^"\n]{0,500}")?)\s*\)/g;
const NOTE_FILE = /\.(md|markdown|txt|html?)$/i;

function decode(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

/** `a/b/c.md` + `../d%20e.md#x` → `a/d e.md`; null when it leaves the archive or is not relative. */
export function resolveRelative(notePath: string, target: string): string | null {
  const raw = target.startsWith('<') ? target.slice(1, -1) : target;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('/') || raw.startsWith('#')) return null;
  const clean = decode(raw.replace(/[?#].*$/, ''));
  if (!clean) return null;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(notePath), clean));
  if (joined.startsWith('..') || path.posix.isAbsolute(joined)) return null;
  return joined;
}

const escapeText = (text: string) => text.replace(/[[\]]/g, (char) => `\\${char}`);

/**
 * Rewrites links between imported notes to `/note/<id>` and images and
 * files to the stored attachments, outside code blocks. Links that resolve
 * to nothing stay as they were written and are counted.
 */
export async function rewriteLinks(
  markdown: string,
  notePath: string,
  resolver: LinkResolver,
): Promise<{ markdown: string; counts: RewriteCounts }> {
  const counts: RewriteCounts = {
    links: { in: 0, out: 0, unresolved: 0 },
    files: { in: 0, out: 0, missing: 0 },
    details: [],
  };
  const lines = markdown.split('\n');
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]![0]!;
      else if (fenceMatch[1]![0] === fence) fence = null;
      continue;
    }
    if (fence !== null || !line.includes('[')) continue;
    lines[index] = await rewriteLine(line, notePath, resolver, counts);
  }
  return { markdown: lines.join('\n'), counts };
}

async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => Promise<string>,
): Promise<string> {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    result += text.slice(last, match.index) + (await replace(match));
    last = match.index + match[0].length;
  }
  return result + text.slice(last);
}

async function rewriteLine(
  line: string,
  notePath: string,
  resolver: LinkResolver,
  counts: RewriteCounts,
): Promise<string> {
  const wikilinked = await replaceAsync(line, WIKILINK, async (match) => {
    const [whole, bang, rawName, , alias] = match;
    const name = rawName!.trim();
    const label = alias?.trim() || name;
    const embed = bang === '!';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(name) && !NOTE_FILE.test(name);
    const relative = looksLikeFile ? resolveRelative(notePath, name) : null;
    const target =
      (relative === null ? null : await resolver.byPath(relative)) ?? (await resolver.byName(name));
    if (looksLikeFile) counts.files.in++;
    else counts.links.in++;
    return applied(target, whole, label, embed, counts, name);
  });
  return replaceAsync(wikilinked, MD_LINK, async (match) => {
    const [whole, bang, text, target] = match;
    const resolved = resolveRelative(notePath, target!);
    if (resolved === null) return whole;
    const isNote = NOTE_FILE.test(resolved);
    if (isNote) counts.links.in++;
    else counts.files.in++;
    const found = await resolver.byPath(resolved);
    // A recording linked on a line of its own (as an export writes a voice note) plays again.
    if (found?.kind === 'file' && found.audio && wikilinked === whole) {
      counts.files.out++;
      return `\n${audioHtml({ src: found.url, ...recordingFromLabel(text!) })}\n`;
    }
    return applied(found, whole, text!, bang === '!', counts, resolved);
  });
}

const LABEL_WITH_LENGTH = /^(.{0,500}?)\s*\((\d{1,4}):([0-5]\d)(?::([0-5]\d))?\)$/;

/** "Voice note (1:23)", as the export names a recording, back to its title and seconds. */
export function recordingFromLabel(label: string): { title: string; duration: number | null } {
  const text = label.replace(/\\([[\]\\])/g, '$1').trim();
  const match = LABEL_WITH_LENGTH.exec(text);
  if (!match) return { title: text || 'Voice note', duration: null };
  const [, title = '', first = '0', second = '0', third] = match;
  const duration =
    third === undefined
      ? Number(first) * 60 + Number(second)
      : Number(first) * 3600 + Number(second) * 60 + Number(third);
  return { title: title || 'Voice note', duration };
}

function applied(
  target: LinkTarget,
  whole: string,
  label: string,
  embed: boolean,
  counts: RewriteCounts,
  name: string,
): string {
  if (target?.kind === 'note') {
    counts.links.out++;
    return `[${escapeText(label)}](/note/${target.noteId})`;
  }
  if (target?.kind === 'file') {
    counts.files.out++;
    return target.image && embed
      ? `![${escapeText(label)}](${target.url})`
      : `[${escapeText(label)}](${target.url})`;
  }
  if (target?.kind === 'failed') {
    counts.files.missing++;
    counts.details.push(`${name}: ${target.reason}`);
    return whole;
  }
  if (NOTE_FILE.test(name) || !/\.[a-z0-9]{1,8}$/i.test(name)) {
    counts.links.unresolved++;
    counts.details.push(`link to "${name}" left as text: no such note in the import`);
  } else {
    counts.files.missing++;
    counts.details.push(`${name}: not found in the import`);
  }
  return whole;
}
