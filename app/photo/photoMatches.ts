import type { OcrResult } from '@common/schemas/ocr';

/** A word of the query found on a photo, placed in percent of the photo's width and height. */
export interface PhotoHit {
  /** The word as it was read on the photo. */
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Lower case, accents and punctuation off: "Café," and "cafe" compare equal. */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The words a search looked for: quotes dropped, `or` and excluded words
 * (`-draft`) left out, as the server's search reads them.
 */
export function queryTerms(query: string): string[] {
  const terms = query
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-') && word.toLowerCase() !== 'or')
    .map(normaliseWord)
    .filter(Boolean);
  return [...new Set(terms)];
}

/**
 * Whether a word read on a photo answers a searched term. Search matches
 * word stems ("meetings" finds "meeting"), so a word that starts with the
 * term, or a term that starts with the word and differs by a short ending,
 * counts.
 */
export function wordMatches(word: string, term: string): boolean {
  if (!word || !term) return false;
  if (word.startsWith(term)) return term.length >= 2 || word === term;
  return word.length >= 3 && term.startsWith(word) && term.length - word.length <= 3;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

/** The boxes of the photo's words that answer the query, in reading order. */
export function photoHits(result: OcrResult, query: string): PhotoHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || result.width <= 0 || result.height <= 0) return [];
  return result.words.flatMap((word) => {
    const normal = normaliseWord(word.text);
    if (!terms.some((term) => wordMatches(normal, term))) return [];
    const { x, y, w, h } = word.box;
    return [
      {
        text: word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
        left: percent(x, result.width),
        top: percent(y, result.height),
        width: percent(w, result.width),
        height: percent(h, result.height),
      },
    ];
  });
}
