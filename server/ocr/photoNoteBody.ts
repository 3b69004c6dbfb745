import { LOW_CONFIDENCE, type OcrResult } from '@common/schemas/ocr';

/*
 * A photo note's title and body, as Markdown for the one note write path
 * (read on the Markdown thread like any client's): each photo, then the
 * text read on it as editable paragraphs, the words tesseract was unsure of
 * highlighted (==…==) for the reader to check.
 */

const TITLE_MAX = 120;

/** Every character Markdown could read as markup, escaped: the photo's text stays text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~=&:"']/g, '\\$&');
}

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

interface Piece {
  text: string;
  doubtful: boolean;
}

interface ReadLine {
  pieces: Piece[];
  /** The line's width on the photo, from its words' boxes. */
  width: number;
}

/** A line of the text split into its words (as `result.words`, from `cursor.next` on) and what is between them. */
function readLine(line: string, result: OcrResult, cursor: { next: number }): ReadLine {
  const pieces: Piece[] = [];
  let at = 0;
  let left = Infinity;
  let right = -Infinity;
  while (cursor.next < result.words.length) {
    const word = result.words[cursor.next]!;
    const found = line.indexOf(word.text, at);
    if (found < 0) break;
    if (found > at) pieces.push({ text: line.slice(at, found), doubtful: false });
    pieces.push({ text: word.text, doubtful: word.confidence < LOW_CONFIDENCE });
    left = Math.min(left, word.box.x);
    right = Math.max(right, word.box.x + word.box.w);
    at = found + word.text.length;
    cursor.next++;
  }
  if (at < line.length) pieces.push({ text: line.slice(at), doubtful: false });
  return { pieces, width: right > left ? right - left : 0 };
}

/** Pieces as Markdown: text escaped, each run of doubtful words (and the spaces inside it) one highlight. */
function piecesMarkdown(pieces: Piece[]): string {
  let markdown = '';
  let run = '';
  const endRun = () => {
    if (run) markdown += `==${escapeMarkdown(run)}==`;
    run = '';
  };
  for (const [index, piece] of pieces.entries()) {
    const inRun =
      piece.doubtful || (run !== '' && /^\s+$/.test(piece.text) && pieces[index + 1]?.doubtful);
    if (inRun) {
      run += piece.text;
      continue;
    }
    endRun();
    markdown += escapeMarkdown(piece.text);
  }
  endRun();
  return markdown.trim();
}

/** A line this close to the widest one ran to the margin: the sentence goes on on the next line. */
const FULL_LINE = 0.8;

/**
 * The text read on one photo as Markdown paragraphs. A line that runs to
 * the margin is joined with the next (the page broke it, not the writer);
 * a short one ends its paragraph (a title, a list item, a paragraph's last
 * line). Doubtful words are highlighted.
 */
export function ocrTextMarkdown(result: OcrResult): string {
  const cursor = { next: 0 };
  const paragraphs = result.text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').map((line) => readLine(line, result, cursor)));
  const widest = Math.max(0, ...paragraphs.flat().map((line) => line.width));
  const blocks: string[] = [];
  for (const lines of paragraphs) {
    let current: Piece[] = [];
    for (const [index, line] of lines.entries()) {
      if (current.length > 0) current.push({ text: ' ', doubtful: false });
      current.push(...line.pieces);
      if (index === lines.length - 1 || line.width < FULL_LINE * widest) {
        blocks.push(piecesMarkdown(current));
        current = [];
      }
    }
  }
  return blocks.filter((block) => block !== '').join('\n\n');
}

export interface NotePhoto {
  attachmentId: string;
  result: OcrResult;
}

/** The image, written as the editor stores an uploaded one. */
export const photoImageMarkdown = (attachmentId: string, index: number) =>
  `![Photo ${index + 1}](/api/attachments/${attachmentId})`;

/** Each photo followed by its text, in order. */
export function photoNoteMarkdown(photos: NotePhoto[]): string {
  return photos
    .map((photo, index) =>
      [photoImageMarkdown(photo.attachmentId, index), ocrTextMarkdown(photo.result)]
        .filter(Boolean)
        .join('\n\n'),
    )
    .join('\n\n');
}
