import { tagNameSchema } from '@common/schemas/notes';

/*
 * A model's answer made fit for the editor. Prompts ask for the result
 * alone, but models (small local ones most) still open with "Sure, here is
 * the summary:" or wrap the answer in a ```markdown fence: both are taken
 * off, while streaming too, without delaying the first words of an answer
 * that starts normally.
 */

/** A first line that only announces the answer: "Sure! Here is the summary:", "Here's the checklist:". */
const PREAMBLE =
  /^\s*(?:sure|certainly|of course|okay|ok|absolutely|below is|here(?:'s|’s| is| are))\b[^\n]{0,200}?:[ \t]*\n+/i;
const OPENING_FENCE = /^\s*```[\w-]*[ \t]*\n/;
const CLOSING_FENCE = /\n?```\s*$/;
const PREAMBLE_WORDS = [
  'sure',
  'certainly',
  'of course',
  'okay',
  'ok',
  'absolutely',
  'below',
  'here',
];

/** Whether a fence could still be opening at the start of this text. */
function fenceDecided(text: string): boolean {
  const start = text.trimStart();
  if (start === '') return false;
  return !start.startsWith('`') || start.includes('\n') || start.length > 40;
}

/** Whether enough of the answer's start has arrived to tell a preamble or a fence from the text. */
function startDecided(head: string): boolean {
  const preamble = PREAMBLE.exec(head);
  if (preamble) return fenceDecided(head.slice(preamble[0].length));
  const start = head.trimStart().toLowerCase();
  if (!fenceDecided(start)) return false;
  const maybePreamble = PREAMBLE_WORDS.some(
    (word) => word.startsWith(start) || start.startsWith(word),
  );
  return !maybePreamble || start.includes('\n') || start.length > 300;
}

/** The answer's start without an announcing line and an opening fence; whether a fence was opened. */
function cleanStart(head: string): { text: string; fenced: boolean } {
  let text = head;
  const preamble = PREAMBLE.exec(text);
  if (preamble) text = text.slice(preamble[0].length);
  const fence = OPENING_FENCE.exec(text);
  if (fence) text = text.slice(fence[0].length);
  return { text, fenced: fence !== null };
}

/** A whole answer, cleaned (for the JSON answers). */
export function cleanAnswer(answer: string): string {
  const { text, fenced } = cleanStart(answer);
  return (fenced ? text.replace(CLOSING_FENCE, '') : text).trim();
}

/**
 * The same cleaning on a stream of pieces: the start is held only while it
 * could still be a preamble or a fence; after an opening fence, the last
 * few characters are held until it is clear they are not the closing one.
 */
export async function* cleanAnswerStream(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let head = '';
  let started = false;
  let fenced = false;
  let held = '';
  for await (const piece of pieces) {
    let text = piece;
    if (!started) {
      head += piece;
      if (!startDecided(head)) continue;
      started = true;
      ({ text, fenced } = cleanStart(head));
    }
    if (fenced) {
      held += text;
      const keep = /\n?`{0,3}\s*$/.exec(held)?.[0].length ?? 0;
      text = held.slice(0, held.length - keep);
      held = held.slice(held.length - keep);
    }
    if (text) yield text;
  }
  if (!started) {
    const cleaned = cleanAnswer(head);
    if (cleaned) yield cleaned;
    return;
  }
  const rest = fenced ? held.replace(CLOSING_FENCE, '') : held;
  if (rest) yield rest;
}

export const TITLE_MAX = 120;

/** One line of plain text from a suggested title: no heading marks, label, quotes or final full stop; at most 120 characters. */
export function titleFrom(answer: string): string {
  const line =
    cleanAnswer(answer)
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text.length > 0) ?? '';
  const title = line
    .replace(/^#+\s*/, '')
    .replace(/^(?:suggested\s+)?title\s*:\s*/i, '')
    .replace(/^[*_"'“”‘’«»`]+|[*_"'“”‘’«»`]+$/g, '')
    .replace(/(?<!\.)\.$/, '')
    // A full stop outside the quotes: `"Plan".`
    .replace(/[*_"'“”‘’«»`]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (title.length <= TITLE_MAX) return title;
  const cut = title.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trim();
}

export const SUGGESTED_TAGS_MAX = 5;

/** The names a tag answer holds: a JSON array when there is one, else a list (lines, commas, bullets). */
function tagCandidates(answer: string): string[] {
  const text = cleanAnswer(answer);
  const open = text.indexOf('[');
  const close = text.lastIndexOf(']');
  if (open >= 0 && close > open) {
    try {
      const parsed: unknown = JSON.parse(text.slice(open, close + 1));
      if (Array.isArray(parsed))
        return parsed.flatMap((item) => (typeof item === 'string' ? [item] : []));
    } catch {
      // Not JSON after all: read it as a list below.
    }
  }
  return text
    .split(/[\n,;]/)
    .map((item) => item.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').replace(/^\[|\]$/g, ''));
}

/** A name as tags are written: no "#", quotes, commas or runs of spaces; lower case; at most 50 characters. */
export function normaliseTagName(name: string): string {
  return name
    .replace(/^[\s#"'`“”‘’*_]+|["'`“”‘’*_.\s]+$/g, '')
    .replace(/[#,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, 50)
    .trim();
}

/**
 * The tags to suggest from a model's answer: the user's existing tags (in
 * their own spelling) and, with `newTags`, new ones; never one the note
 * already has, never twice, at most five.
 */
export function tagsFrom(
  answer: string,
  { existing, own, newTags }: { existing: string[]; own: string[]; newTags: boolean },
): string[] {
  const spelled = new Map(existing.map((name) => [name.toLowerCase(), name]));
  const skip = new Set(own.map((name) => name.toLowerCase()));
  const tags: string[] = [];
  for (const candidate of tagCandidates(answer)) {
    const name = normaliseTagName(candidate);
    if (!name || skip.has(name) || !tagNameSchema.safeParse(name).success) continue;
    const known = spelled.get(name);
    if (known === undefined && !newTags) continue;
    skip.add(name);
    tags.push(known ?? name);
    if (tags.length === SUGGESTED_TAGS_MAX) break;
  }
  return tags;
}
