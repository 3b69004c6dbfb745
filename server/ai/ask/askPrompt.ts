import type { AskResponse, Citation } from '@common/schemas/ai';
import type { ProviderMessage } from '../aiProvider';

/** A passage handed to the model, numbered from 1 in the prompt. */
export interface AskPassage {
  noteId: string;
  title: string;
  text: string;
}

/** What the model answers, alone, when the passages do not hold the answer. */
export const NOT_IN_NOTES = 'NOT_IN_NOTES';

/** What the user reads then. */
export const NOT_FOUND_ANSWER =
  'Your notes do not say. Try other words, or write it down in a note and ask again.';

export const ASK_SYSTEM_PROMPT = [
  'You answer questions about the user’s own notes, using only the numbered passages from those notes that the user sends.',
  'Answer briefly and plainly, in the language of the question.',
  'After every statement, cite the passage it comes from by its number in square brackets, like [1] or [2][3].',
  'Never use anything you know besides the passages: no outside facts, no guesses.',
  `If the passages do not contain the answer, reply with exactly ${NOT_IN_NOTES} and nothing else.`,
].join('\n');

const SNIPPET_LENGTH = 240;

/** The question and its passages as the model reads them. */
export function askMessages(question: string, passages: AskPassage[]): ProviderMessage[] {
  const numbered = passages
    .map(
      (passage, index) =>
        `[${index + 1}] From the note “${passage.title || 'Untitled'}”:\n${passage.text}`,
    )
    .join('\n\n');
  return [
    { role: 'system', content: ASK_SYSTEM_PROMPT },
    {
      role: 'user',
      content: `Passages from my notes:\n\n${numbered}\n\nQuestion: ${question}`,
    },
  ];
}

/** A passage's plain text, on one line, cut to a readable length. */
export function plainSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.lastIndexOf(' ', SNIPPET_LENGTH);
  return `${flat.slice(0, cut > SNIPPET_LENGTH / 2 ? cut : SNIPPET_LENGTH)}…`;
}

/**
 * A run of citation markers ("[1]", "[1, 3]", "[1][3]", "[1] [3]") and the
 * space before it, dropped with a run that names no passage.
 */
const MARKERS = /(\s*)(\[\d+(?:\s*[,;]\s*\d+)*\](?:\s*\[\d+(?:\s*[,;]\s*\d+)*\])*)/g;
/** Citations listed when the model cited nothing it was given. */
const UNCITED_SOURCES = 3;

/**
 * The model's answer made into the response: the passages it cited become
 * one citation per note, numbered in the order first cited, and the answer's
 * markers are renumbered to match (`[k]` is `citations[k - 1]`); markers
 * naming no passage are dropped. An answer that cites nothing lists the
 * notes of the first passages. The sentinel (or an empty answer) means the
 * notes do not say.
 */
export function readAnswer(raw: string, passages: AskPassage[]): AskResponse {
  const answer = raw.trim();
  if (!answer || answer.includes(NOT_IN_NOTES))
    return { answer: NOT_FOUND_ANSWER, citations: [], found: false };

  const citations: Citation[] = [];
  const numberOfNote = new Map<string, number>();
  const cite = (passage: AskPassage) => {
    let number = numberOfNote.get(passage.noteId);
    if (number === undefined) {
      citations.push({
        noteId: passage.noteId,
        title: passage.title,
        snippet: plainSnippet(passage.text),
      });
      number = citations.length;
      numberOfNote.set(passage.noteId, number);
    }
    return number;
  };

  const renumbered = answer
    .replace(MARKERS, (_, space: string, run: string) => {
      const numbers = (run.match(/\d+/g) ?? [])
        .map((number) => passages[Number(number) - 1])
        .filter((passage): passage is AskPassage => passage !== undefined)
        .map(cite);
      if (numbers.length === 0) return '';
      return space + [...new Set(numbers)].map((number) => `[${number}]`).join('');
    })
    .trim();

  if (citations.length === 0)
    for (const passage of passages) {
      if (citations.length >= UNCITED_SOURCES) break;
      cite(passage);
    }
  return { answer: renumbered, citations, found: true };
}
