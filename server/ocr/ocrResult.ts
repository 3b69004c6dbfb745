import type { OcrBox, OcrLanguageCode, OcrResult, OcrWord } from '@common/schemas/ocr';
import type { Bbox, Page, Word } from 'tesseract.js';
import { unprocessable } from '../errors';
import type { PreparedPhoto } from './preparePhoto';

/*
 * Tesseract's page as the API's OcrResult: the words in reading order
 * (blocks, paragraphs, lines as tesseract found them, a paragraph cut again
 * where a line stops short), specks and grain read as letters left out,
 * and every box scaled back to the photo as shown.
 */

export const noTextFound = () =>
  unprocessable(
    'No text was found on this photo. Hold the camera straight over the page, with the text sharp and filling most of the photo, and try again.',
  );

const letterOrDigit = /[\p{L}\p{N}]/u;
const wideScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * What tesseract reads in grain, shadows and the desk around a page: marks
 * without a letter or digit it is unsure of, anything it gives under 20,
 * and one- or two-letter scraps under 40. A real word it is unsure of stays
 * (marked for review in the note).
 */
function isNoise(word: Word): boolean {
  const text = word.text.trim();
  if (text === '') return true;
  if (!letterOrDigit.test(text)) return word.confidence < 60;
  if (word.confidence < 20) return true;
  return [...text].length <= 2 && word.confidence < 40;
}

/** A line made only of doubtful words is grain that happened to line up. */
const NOISE_LINE_CONFIDENCE = 40;
/**
 * A line of one to three scraps (four letters at most each) that tesseract
 * doubts: digits and syllables read in a shadow's edge or the desk's grain.
 */
const isScrapLine = (words: Word[], mean: number) =>
  words.length <= 3 && mean < 80 && words.every((word) => [...word.text.trim()].length <= 4);

/** A gap this many line heights wide cuts a word off from its line. */
const STRAY_GAP = 2.5;

/**
 * Tesseract strings the edge of the paper and the desk beyond onto a line's
 * ends: a scrap far from the words next to it, that tesseract is not sure
 * of (or that has no letter or digit), is taken off each end in turn.
 */
function withoutStrays(words: Word[]): Word[] {
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const stray = (word: Word, neighbour: Word | undefined) => {
    if (!neighbour) return false;
    const gap = Math.max(neighbour.bbox.x0 - word.bbox.x1, word.bbox.x0 - neighbour.bbox.x1);
    return gap > STRAY_GAP * lineHeight && (word.confidence < 90 || !letterOrDigit.test(word.text));
  };
  let start = 0;
  let end = words.length;
  while (end - start > 1 && stray(words[start]!, words[start + 1])) start++;
  while (end - start > 1 && stray(words[end - 1]!, words[end - 2])) end--;
  return words.slice(start, end);
}

function boxOf(bbox: Bbox, photo: PreparedPhoto): OcrBox {
  const x0 = Math.max(0, Math.floor(bbox.x0 / photo.scaleX));
  const y0 = Math.max(0, Math.floor(bbox.y0 / photo.scaleY));
  const x1 = Math.min(photo.width, Math.ceil(bbox.x1 / photo.scaleX));
  const y1 = Math.min(photo.height, Math.ceil(bbox.y1 / photo.scaleY));
  return {
    x: Math.min(x0, photo.width),
    y: Math.min(y0, photo.height),
    w: Math.max(0, x1 - x0),
    h: Math.max(0, y1 - y0),
  };
}

/** Words of a line as text: spaces between words, none between two Chinese or Japanese characters. */
export function joinWords(words: string[]): string {
  let line = '';
  for (const word of words) {
    const previous = line.at(-1) ?? '';
    const touching = line !== '' && wideScript.test(previous) && wideScript.test(word.charAt(0));
    line += line === '' || touching ? word : ` ${word}`;
  }
  return line;
}

const clampConfidence = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

/** A line this close to the widest one on the photo runs to the margin: its sentence goes on below. */
const FULL_LINE = 0.8;

interface KeptLine {
  text: string;
  width: number;
}

/**
 * Tesseract's paragraphs cut once more where a line stops short of the
 * margin: a title over its text, each item of a list, a paragraph's last
 * line. Lines that run to the margin stay together (the page broke them,
 * not the writer), so the note joins them into one paragraph.
 */
function flowingParagraphs(paragraphs: KeptLine[][]): string[] {
  const widest = Math.max(0, ...paragraphs.flat().map((line) => line.width));
  const flowing: string[] = [];
  for (const lines of paragraphs) {
    let current: string[] = [];
    for (const [index, line] of lines.entries()) {
      current.push(line.text);
      if (index === lines.length - 1 || line.width < FULL_LINE * widest) {
        flowing.push(current.join('\n'));
        current = [];
      }
    }
  }
  return flowing;
}

export function ocrResultFrom(
  page: Page,
  photo: PreparedPhoto,
  language: OcrLanguageCode,
): OcrResult {
  const words: OcrWord[] = [];
  const paragraphs: KeptLine[][] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const lines: KeptLine[] = [];
      for (const line of paragraph.lines) {
        const kept = withoutStrays(line.words.filter((word) => !isNoise(word)));
        if (kept.length === 0) continue;
        const mean = kept.reduce((sum, word) => sum + word.confidence, 0) / kept.length;
        if (mean < NOISE_LINE_CONFIDENCE || isScrapLine(kept, mean)) continue;
        for (const word of kept)
          words.push({
            text: word.text.trim(),
            confidence: clampConfidence(word.confidence),
            box: boxOf(word.bbox, photo),
          });
        lines.push({
          text: joinWords(kept.map((word) => word.text.trim())),
          width: kept.at(-1)!.bbox.x1 - kept[0]!.bbox.x0,
        });
      }
      if (lines.length > 0) paragraphs.push(lines);
    }
  }
  const confidence =
    words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return {
    text: flowingParagraphs(paragraphs).join('\n\n'),
    confidence: clampConfidence(confidence),
    words,
    language,
    width: photo.width,
    height: photo.height,
  };
}
