import type { JSONContent } from '@tiptap/core';
import { LOW_CONFIDENCE, type OcrResult } from '../schemas/ocr';

/** Words looked ahead for a token's match: tesseract's words and the text's tokens rarely drift far. */
const LOOK_AHEAD = 4;

interface Token {
  text: string;
  doubtful: boolean;
}

/**
 * The text's tokens in order, each marked doubtful when the word it was read
 * from scored under LOW_CONFIDENCE. Words are matched to tokens in reading
 * order; a token with no word nearby (joined or split by the recogniser) is
 * taken as read.
 */
function markDoubtful(tokens: string[], words: OcrResult['words'], from: number) {
  let next = from;
  const marked = tokens.map((text): Token => {
    for (let k = next; k < Math.min(words.length, next + LOOK_AHEAD); k++) {
      const word = words[k]!;
      if (word.text.trim() !== text) continue;
      next = k + 1;
      return { text, doubtful: word.confidence < LOW_CONFIDENCE };
    }
    return { text, doubtful: false };
  });
  return { marked, next };
}

/** One paragraph's text nodes: runs of doubtful words carry the highlight mark. */
function paragraphContent(tokens: Token[]): JSONContent[] {
  const runs: JSONContent[] = [];
  for (const [index, token] of tokens.entries()) {
    const space = index > 0 ? ' ' : '';
    const last = runs.at(-1);
    const lastDoubtful = last?.marks !== undefined;
    if (last && lastDoubtful === token.doubtful) {
      last.text += space + token.text;
    } else if (token.doubtful) {
      if (space && last) last.text += space;
      runs.push({ type: 'text', text: token.text, marks: [{ type: 'highlight' }] });
    } else {
      runs.push({ type: 'text', text: space + token.text });
    }
  }
  return runs;
}

/**
 * What was read on a photo as editable paragraphs of a note body (ProseMirror
 * JSON in the note schema): a blank line in the text starts a paragraph, the
 * lines inside one are joined (they are the page's wrapping), and words read
 * with a confidence under LOW_CONFIDENCE are highlighted for review. No text:
 * no paragraphs.
 */
export function ocrParagraphs(result: Pick<OcrResult, 'text' | 'words'>): JSONContent[] {
  const paragraphs = result.text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0);
  let next = 0;
  return paragraphs.map((tokens) => {
    const read = markDoubtful(tokens, result.words, next);
    next = read.next;
    return { type: 'paragraph', content: paragraphContent(read.marked) };
  });
}
