import { AI_SELECTION_MAX, type NoteAiAction, type NoteAiRequest } from '@common/schemas/ai';
import { unprocessable, validationFailed } from '../../errors';
import type { ChatOptions, ProviderMessage } from '../aiProvider';
import { systemPromptFor } from './prompts';

/** A note as an action reads it: as it is now (see noteSource.ts). */
export interface NoteAiSource {
  title: string;
  markdown: string;
  /** The note's own tags, by name. */
  tags: string[];
}

/** How much of a note the reading actions (summary, checklist, title, tags) give the model, in characters. */
export const NOTE_READ_MAX = 40_000;
/** How much of a note's end `continue` gives the model. */
const CONTINUE_TAIL = 12_000;
/** How much of the note on each side of a selection goes with it as context. */
const SELECTION_CONTEXT = 2_000;
/** The user's tags offered to `tags`, at most. */
const OFFERED_TAGS_MAX = 200;

/** The actions that hand back the whole text rewritten: a cut text would lose the rest. */
const REWRITES: ReadonlySet<NoteAiAction> = new Set(['improve', 'fix-grammar', 'translate']);

const SAMPLING: Record<NoteAiAction, ChatOptions> = {
  summarize: { temperature: 0.3 },
  continue: { temperature: 0.8 },
  improve: { temperature: 0.4 },
  'fix-grammar': { temperature: 0.1 },
  checklist: { temperature: 0.2 },
  translate: { temperature: 0.2 },
  title: { temperature: 0.5, maxTokens: 60 },
  tags: { temperature: 0.2, maxTokens: 150 },
};

/** A language name, as a person writes one: "French", "Brazilian Portuguese", "中文", "Norwegian (Bokmål)". */
const LANGUAGE_NAME = /^[\p{L}\p{M}][\p{L}\p{M} ()'’-]*$/u;

/**
 * The words of a note as data between its delimiters: anything in the
 * note that looks like one of our tags is defused, so the text cannot end
 * its own block and speak as the instructions.
 */
export function asData(text: string): string {
  return text.replace(/<(\/?)(note|selection|title|tags|current_tags)\b/gi, '‹$1$2');
}

function cutEnd(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}\n\n[… the rest of the note is left out …]`;
}

/** The note around the selection: where it was found, or the note's start. */
function contextAround(markdown: string, selection: string): string {
  const at = markdown.indexOf(selection);
  if (at < 0) return cutEnd(markdown, SELECTION_CONTEXT * 2);
  const start = Math.max(0, at - SELECTION_CONTEXT);
  const end = Math.min(markdown.length, at + selection.length + SELECTION_CONTEXT);
  return `${start > 0 ? '… ' : ''}${markdown.slice(start, end)}${end < markdown.length ? ' …' : ''}`;
}

function block(name: string, text: string): string {
  return `<${name}>\n${asData(text)}\n</${name}>`;
}

/** The note's text an action works on, checked: never empty, never cut for a rewrite. */
function workingText(request: NoteAiRequest, source: NoteAiSource) {
  const selection = request.selection?.trim() ? request.selection : undefined;
  const body = source.markdown.trim();
  if (selection) return { selection, note: contextAround(body, selection.trim()) };
  if (!body && !(request.action === 'continue' && source.title.trim()))
    throw unprocessable('This note has no text yet: write something first, then ask AI.');
  if (REWRITES.has(request.action) && body.length > AI_SELECTION_MAX)
    throw unprocessable(
      `This note is too long to rewrite at once (${body.length.toLocaleString('en')} characters; at most ${AI_SELECTION_MAX.toLocaleString('en')}). Select a part of it and try again.`,
    );
  if (request.action === 'continue' && body.length > CONTINUE_TAIL)
    return { note: `… ${body.slice(body.length - CONTINUE_TAIL)}` };
  return { note: cutEnd(body, NOTE_READ_MAX) };
}

/** The target of `translate`, refused when it is not a plain language name (it goes into the prompt). */
function languageOf(request: NoteAiRequest): string | undefined {
  if (request.action !== 'translate') return undefined;
  const language = request.language?.replace(/\s+/g, ' ').trim() ?? '';
  if (!LANGUAGE_NAME.test(language))
    throw validationFailed([
      { path: 'language', message: 'Name a language, such as French or Brazilian Portuguese' },
    ]);
  return language;
}

export interface NoteActionCall {
  messages: ProviderMessage[];
  options: ChatOptions;
}

/**
 * What to send the model for one action on a note: the action's system
 * prompt, then the note (or the selection with the note around it) as
 * delimited data, and for `tags` the tags it may choose from.
 */
export function noteActionMessages(
  request: NoteAiRequest,
  source: NoteAiSource,
  userTags: string[] = [],
): NoteActionCall {
  const language = languageOf(request);
  const { note, selection } = workingText(request, source);
  const parts: string[] = [];
  if (source.title.trim()) parts.push(block('title', source.title.trim()));
  parts.push(block('note', note));
  if (selection) parts.push(block('selection', selection));
  if (request.action === 'tags') {
    const own = new Set(source.tags.map((name) => name.toLowerCase()));
    const offered = userTags.filter((name) => !own.has(name.toLowerCase()));
    parts.push(block('tags', offered.slice(0, OFFERED_TAGS_MAX).join('\n')));
    if (source.tags.length > 0)
      parts.push(
        `${block('current_tags', source.tags.join('\n'))}\nThe note already has the tags in <current_tags>: do not suggest them.`,
      );
  }
  parts.push(
    selection
      ? 'The note is context only: do the task on the text in <selection> alone.'
      : 'Do the task on the text in <note>.',
  );
  return {
    messages: [
      {
        role: 'system',
        content: systemPromptFor(request.action, { language, newTags: request.newTags }),
      },
      { role: 'user', content: parts.join('\n\n') },
    ],
    options: SAMPLING[request.action],
  };
}
