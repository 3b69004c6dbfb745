/**
 * `npm run bench:offline-search`: the device's own search (app/offline/search)
 * over OFFLINE_NOTES-sized sets of note copies (default 500 and 2,000): how
 * long reading the plain text out of the Yjs copies and building the
 * MiniSearch index take, then p50/p95 per query shape (a common word, a rare
 * word, a word no note holds, a misspelling, a prefix as typed). The notes
 * are bench/notes.ts's (~150 words each), made into Yjs documents the way the
 * server makes them.
 */
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { LocalNoteIndex } from '../app/offline/search/localSearch';
import { noteTextOf } from '../app/offline/search/plainText';
import { createNoteDoc } from '../server/notes/noteDocument';
import { benchNote } from './notes';
import { vocabulary } from './vocabulary';

const SIZES = (process.env.OFFLINE_NOTES ?? '500,2000').split(',').map(Number);
const RUNS = 200;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (value: number) => value.toFixed(2);

/** The copies as the device holds them: each note's Yjs document, loaded from its update. */
function copies(count: number): { id: string; doc: Y.Doc; tags: string[] }[] {
  return Array.from({ length: count }, (_, index) => {
    const note = benchNote(index);
    const update = Y.encodeStateAsUpdate(createNoteDoc(note));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, update);
    return { id: `note-${index}`, doc, tags: note.tags };
  });
}

/** A word that appears in the notes with a mid frequency, one letter changed (a typo). */
function misspelt(word: string): string {
  const at = Math.floor(word.length / 2);
  const swap = word[at] === 'e' ? 'a' : 'e';
  return `${word.slice(0, at)}${swap}${word.slice(at + 1)}`;
}

const longWords = vocabulary.filter((word) => word.length >= 7);
const common = vocabulary.find((word, rank) => rank >= 20 && word.length >= 5) ?? 'notes';
const rare = longWords.find((_, index) => index > 300) ?? 'gratitude';
const mid = longWords.find((_, index) => index > 60) ?? 'everything';
const shapes: [string, string][] = [
  ['common word', common],
  ['rare word', rare],
  ['no note holds it', 'xylographer'],
  ['misspelling', misspelt(mid)],
  ['prefix (4 letters)', mid.slice(0, 4)],
];

console.log(`Offline search bench: ${RUNS} runs per query after a warm-up`);
for (const size of SIZES) {
  const notes = copies(size);
  const extractStart = performance.now();
  const texts = notes.map((note) => ({ ...note, ...noteTextOf(note.doc) }));
  const extract = performance.now() - extractStart;

  const buildStart = performance.now();
  const index = new LocalNoteIndex();
  for (const note of texts) {
    index.set({
      id: note.id,
      title: note.title,
      text: note.text,
      updatedAt: '2026-11-20T10:00:00.000Z',
      tags: note.tags,
    });
  }
  const build = performance.now() - buildStart;

  console.log(`\n${size.toLocaleString()} notes`);
  console.log(`  plain text from the Yjs copies: ${ms(extract)} ms`);
  console.log(`  index build: ${ms(build)} ms`);
  console.log('  | Query | Words | Matching notes | p50 ms | p95 ms (20 results) |');
  console.log('  | --- | --- | ---: | ---: | ---: |');
  for (const [shape, query] of shapes) {
    // Also the warm-up: every note that matches, not only the first 20 a screen shows.
    const results = index.search(query, { limit: size }).length;
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      index.search(query);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `  | ${shape} | ${query} | ${results} | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 95))} |`,
    );
  }
}
