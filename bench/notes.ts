/**
 * Realistic bench notes, deterministic for a given index: a title of a few
 * words, a Markdown body of headings, paragraphs and lists (150 words on
 * average) drawn from `vocabulary` with Zipf's law, and 0–3 tags.
 */
import { cjkWords, rareWords, vocabulary } from './vocabulary';

export const TAG_NAMES = [
  'work',
  'personal',
  'ideas',
  'journal',
  'reading',
  'travel',
  'health',
  'finance',
  'recipes',
  'projects',
  'meetings',
  'study',
  'family',
  'music',
  'garden',
  'someday',
];

/** A small, fast, seeded generator (mulberry32): the same index always writes the same note. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Cumulative Zipf weights (s = 1): the word of rank r is drawn with probability ∝ 1/r.
const cumulative: number[] = [];
let total = 0;
for (let rank = 1; rank <= vocabulary.length; rank++) {
  total += 1 / rank;
  cumulative.push(total);
}

function word(next: () => number): string {
  const target = next() * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low] ?? 'note';
}

function words(next: () => number, min: number, max: number): string {
  const count = min + Math.floor(next() * (max - min + 1));
  return Array.from({ length: count }, () => word(next)).join(' ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One note in a hundred (index ≡ 37) carries a rare word: at 100,000 notes each is in 5 notes. */
export const RARE_EVERY = 100;
const RARE_AT = 37;
/** One note in a hundred (index ≡ 53) is written in Chinese and Japanese, without spaces. */
const CJK_AT = 53;

/** The rare word note `index` carries, if any. */
export function rareWordOf(index: number): string | undefined {
  if (index % RARE_EVERY !== RARE_AT) return undefined;
  return rareWords[Math.floor(index / RARE_EVERY) % rareWords.length];
}

function cjkWord(next: () => number): string {
  // Zipf over the CJK words too.
  return (
    cjkWords[Math.min(cjkWords.length - 1, Math.floor(cjkWords.length ** next()) - 1)] ?? '笔记'
  );
}

function cjkSentence(next: () => number, min: number, max: number): string {
  const count = min + Math.floor(next() * (max - min + 1));
  return Array.from({ length: count }, () => cjkWord(next)).join('');
}

function cjkNote(next: () => number): { title: string; blocks: string[] } {
  const blocks = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
    Array.from({ length: 2 + Math.floor(next() * 4) }, () => `${cjkSentence(next, 3, 8)}。`).join(
      '',
    ),
  );
  return { title: cjkSentence(next, 2, 4), blocks };
}

export interface BenchNote {
  title: string;
  markdown: string;
  tags: string[];
}

export function benchNote(index: number): BenchNote {
  const next = random(index + 1);
  if (index % RARE_EVERY === CJK_AT) {
    const { title, blocks } = cjkNote(next);
    return { title, markdown: blocks.join('\n\n'), tags: noteTags(next) };
  }
  const blocks: string[] = [];
  const paragraphs = 1 + Math.floor(next() * 3);
  if (next() < 0.5) blocks.push(`## ${capitalised(words(next, 2, 5))}`);
  for (let p = 0; p < paragraphs; p++) {
    blocks.push(`${capitalised(words(next, 20, 70))}.`);
    const list = next();
    if (list < 0.2) {
      blocks.push(
        Array.from(
          { length: 2 + Math.floor(next() * 3) },
          () => `- [${next() < 0.5 ? 'x' : ' '}] ${words(next, 2, 6)}`,
        ).join('\n'),
      );
    } else if (list < 0.35) {
      blocks.push(
        Array.from({ length: 2 + Math.floor(next() * 4) }, () => `- ${words(next, 2, 8)}`).join(
          '\n',
        ),
      );
    }
  }
  const rare = rareWordOf(index);
  if (rare) blocks.push(`${capitalised(words(next, 3, 8))} ${rare} ${words(next, 3, 8)}.`);
  const tags = noteTags(next);
  return { title: capitalised(words(next, 2, 6)), markdown: blocks.join('\n\n'), tags };
}

function noteTags(next: () => number): string[] {
  const tagCount = Math.floor(next() * 4);
  return [
    ...new Set(
      Array.from(
        { length: tagCount },
        () => TAG_NAMES[Math.floor(next() * TAG_NAMES.length)] ?? 'ideas',
      ),
    ),
  ];
}
