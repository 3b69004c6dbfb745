import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_MAX, CHUNK_OVERLAP, CHUNKS_PER_NOTE_MAX, chunkNote } from './chunker';

/** Paragraphs of varied sentences, each one different, about 300 characters apiece. */
function paragraphs(count: number, prefix = 'p'): string[] {
  return Array.from(
    { length: count },
    (_, index) =>
      `Paragraph ${prefix}${index} opens with a line about topic ${index * 7}. ` +
      `It goes on about the weather, the garden and a meeting on day ${index}. ` +
      `Then it lists what was decided: item ${index + 1}, item ${index + 2} and item ${index + 3}. ` +
      `It closes with a thought on reading number ${index * 13} before bed.`,
  );
}

const hashes = (title: string, text: string) => chunkNote(title, text).map((chunk) => chunk.hash);

describe('chunkNote', () => {
  it('keeps a short note whole, the title first, hashed by its text', () => {
    const [only, ...rest] = chunkNote('Groceries', 'Milk, eggs and bread.');
    expect(rest).toEqual([]);
    expect(only?.text).toBe('Groceries\n\nMilk, eggs and bread.');
    expect(only?.hash).toBe(
      createHash('sha256')
        .update(only?.text ?? '')
        .digest('hex'),
    );
  });

  it('gives an empty note no passages and a title-only note one', () => {
    expect(chunkNote('', '  \n\n ')).toEqual([]);
    expect(chunkNote('Just a title', '').map((chunk) => chunk.text)).toEqual(['Just a title']);
  });

  it('cuts a long note on paragraph boundaries into passages of at most ~1,500 characters', () => {
    const body = paragraphs(30).join('\n\n');
    const chunks = chunkNote('Long note', body);
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX + CHUNK_OVERLAP + 2);
      // Every passage ends where a paragraph ends.
      expect(chunk.text).toMatch(/before bed\.$|^Long note$/);
    }
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
  });

  it('repeats the end of each passage at the start of the next', () => {
    const chunks = chunkNote('', paragraphs(20).join('\n\n'));
    for (let index = 1; index < chunks.length; index++) {
      const tail = chunks[index]?.text.split('\n\n')[0] ?? '';
      expect(tail.length).toBeLessThanOrEqual(CHUNK_OVERLAP);
      expect(chunks[index - 1]?.text.endsWith(tail)).toBe(true);
    }
  });

  it('is stable: an edit in one paragraph changes only the passages around it', () => {
    const original = paragraphs(60);
    const before = hashes('Diary', original.join('\n\n'));
    const edited = [...original];
    edited[30] = `${edited[30] ?? ''} A sentence added later, with a few more words in it.`;
    const after = hashes('Diary', edited.join('\n\n'));

    const changed = after.filter((hash) => !before.includes(hash));
    expect(before.length).toBeGreaterThan(10);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(3);
    // The passages before the edit are untouched.
    expect(after.slice(0, 5)).toEqual(before.slice(0, 5));
  });

  it('is stable when a paragraph is inserted near the start', () => {
    const original = paragraphs(60);
    const before = hashes('Diary', original.join('\n\n'));
    const edited = [...original.slice(0, 3), 'A new short paragraph.', ...original.slice(3)];
    const after = hashes('Diary', edited.join('\n\n'));
    const kept = after.filter((hash) => before.includes(hash));
    expect(after.length - kept.length).toBeLessThanOrEqual(3);
  });

  it('changes only the first passage when the title changes', () => {
    const body = paragraphs(20).join('\n\n');
    const before = hashes('Old title', body);
    const after = hashes('New title', body);
    expect(after.slice(2)).toEqual(before.slice(2));
    expect(after[0]).not.toBe(before[0]);
  });

  it('splits a paragraph with no breaks on sentences, and a text with no spaces anywhere', () => {
    const wall = Array.from({ length: 80 }, (_, index) => `Sentence number ${index} here.`).join(
      ' ',
    );
    for (const chunk of chunkNote('', wall))
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX + CHUNK_OVERLAP + 2);
    const cjk = '会議メモ'.repeat(2_000);
    const pieces = chunkNote('', cjk);
    expect(pieces.length).toBeGreaterThan(4);
    for (const chunk of pieces)
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX + CHUNK_OVERLAP + 2);
  });

  it(`embeds at most ${CHUNKS_PER_NOTE_MAX} passages of a huge note`, () => {
    expect(chunkNote('', paragraphs(1_000).join('\n\n'))).toHaveLength(CHUNKS_PER_NOTE_MAX);
  });
});
