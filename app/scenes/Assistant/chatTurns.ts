import type { ChatMessage, ConversationMessage } from '@common/schemas/ai';
import type { ApiError } from '@app/lib/apiClient';

/**
 * One exchange of the assistant: the question and its answer as it arrives.
 * Only finished answers (`done`) are part of the conversation the model sees
 * and the server keeps; a stopped or failed one stays on screen, marked.
 */
export interface Turn {
  id: string;
  question: string;
  answer: string;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  error?: ApiError | undefined;
  /** The note this answer was saved as, so Share and Save reuse it. */
  savedNoteId?: string | undefined;
}

let nextTurn = 0;
export const newTurnId = () => `turn-${++nextTurn}`;

/** The messages the model is sent: the finished exchanges of `turns`, then the new question. */
export function historyFor(turns: readonly Turn[], question: string): ChatMessage[] {
  return [
    ...turns.flatMap((turn): ChatMessage[] =>
      turn.status === 'done'
        ? [
            { role: 'user', content: turn.question },
            { role: 'assistant', content: turn.answer },
          ]
        : [],
    ),
    { role: 'user', content: question },
  ];
}

/** A kept conversation's messages as turns: each question with the answer after it. */
export function turnsFromMessages(messages: readonly ConversationMessage[]): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      turns.push({ id: message.id, question: message.content, answer: '', status: 'done' });
      continue;
    }
    const last = turns.at(-1);
    if (last && last.answer === '') last.answer = message.content;
    else turns.push({ id: message.id, question: '', answer: message.content, status: 'done' });
  }
  // A question whose answer was never kept is not part of the conversation.
  return turns.filter((turn) => turn.answer !== '');
}

/** A question as a Markdown heading: one line, at most ~80 characters. */
function questionHeading(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80).replace(/\s+\S*$/, '')}…` : line;
}

/** Moves an answer's headings `levels` down (under the question's heading), at most to h6. */
function demoteHeadings(markdown: string, levels: number): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return line;
      return line.replace(
        /^(#{1,6})(\s)/,
        (_match, marks: string, space: string) =>
          `${'#'.repeat(Math.min(6, marks.length + levels))}${space}`,
      );
    })
    .join('\n');
}

/**
 * The whole chat as one note's Markdown: each question a heading, the full
 * question quoted below it when the heading had to shorten it, then the
 * answer with its headings below the question's (`#` becomes `###`). Only finished answers count.
 */
export function chatToMarkdown(turns: readonly Turn[]): string {
  return turns
    .filter((turn) => turn.status === 'done')
    .map((turn) => {
      const heading = questionHeading(turn.question) || 'Answer';
      const quoted =
        heading.endsWith('…') || turn.question.includes('\n')
          ? `\n\n${turn.question
              .trim()
              .split('\n')
              .map((line) => `> ${line}`)
              .join('\n')}`
          : '';
      return `## ${heading}${quoted}\n\n${demoteHeadings(turn.answer.trim(), 2)}`;
    })
    .join('\n\n---\n\n');
}
