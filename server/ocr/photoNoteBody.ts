import type { JSONContent } from '@tiptap/core';
import { ocrParagraphs } from '@common/editor/ocrParagraphs';
import type { OcrResult } from '@common/schemas/ocr';

/*
 * A photo note's title and body: each photo, then the text read on it as
 * editable paragraphs with the words tesseract was unsure of highlighted
 * for review (ocrParagraphs, the same the editor's "Photo to text" inserts).
 */

const TITLE_MAX = 120;

/** The photo's own first line, or "Photo, 24 November 2026" when it has none. */
export function photoNoteTitle(text: string, now = new Date()): string {
  const firstLine = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .find((line) => /[\p{L}\p{N}]/u.test(line));
  if (!firstLine)
    return `Photo, ${now.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}`;
  if (firstLine.length <= TITLE_MAX) return firstLine;
  const cut = firstLine.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 60 ? space : TITLE_MAX).trimEnd()}…`;
}

export interface NotePhoto {
  attachmentId: string;
  result: OcrResult;
}

const photoSrc = (attachmentId: string) => `/api/attachments/${attachmentId}`;

/** The image as the editor stores an uploaded one. */
const photoNode = (attachmentId: string, index: number): JSONContent => ({
  type: 'image',
  attrs: { src: photoSrc(attachmentId), alt: `Photo ${index + 1}`, title: null },
});

/** Each photo followed by its text, in order (ProseMirror JSON in the note schema). */
export function photoNoteBody(photos: NotePhoto[]): JSONContent {
  return {
    type: 'doc',
    content: photos.flatMap((photo, index) => [
      photoNode(photo.attachmentId, index),
      ...ocrParagraphs(photo.result),
    ]),
  };
}

/** The image in Markdown, for a body the AI wrote (tidy). */
export const photoImageMarkdown = (attachmentId: string, index: number) =>
  `![Photo ${index + 1}](${photoSrc(attachmentId)})`;
