import type { JSONContent } from '@tiptap/core';

/** Characters Markdown would read as formatting, escaped so the text stays as it was read. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]{}<>#+\-!|~=]/g, '\\$&');

/**
 * Paragraphs of read text (see ocrParagraphs) as Markdown for a new note:
 * one paragraph each, doubtful words kept highlighted (`==…==`).
 */
export function ocrMarkdown(paragraphs: JSONContent[]): string {
  return paragraphs
    .map((paragraph) =>
      (paragraph.content ?? [])
        .map((run) => {
          const text = escapeMarkdown(run.text ?? '');
          return run.marks?.some((mark) => mark.type === 'highlight') ? `==${text}==` : text;
        })
        .join('')
        // "1." or "2)" at the start would begin a numbered list.
        .replace(/^(\d+)([.)])/, '$1\\$2'),
    )
    .join('\n\n');
}

/** A title for a note of read text: its first words, or the day the photo was read. */
export function titleFromText(text: string, now = new Date()): string {
  const first =
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  if (!first) return `Photo, ${now.toLocaleDateString()}`;
  return first.length > 80 ? `${first.slice(0, 79).trimEnd()}…` : first;
}
