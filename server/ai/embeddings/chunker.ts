import { createHash } from 'node:crypto';

/** A passage of a note, embedded on its own and found again by its hash. */
export interface NoteChunk {
  ordinal: number;
  text: string;
  /** SHA-256 (hex) of `text`: the same passage has the same hash whatever the model. */
  hash: string;
}

/** A passage ends at the first boundary past this many characters… */
export const CHUNK_MIN = 1_000;
/** …and never grows past this many (a block that would pass it starts the next passage). */
export const CHUNK_MAX = 1_500;
/** The end of the previous passage repeated at the start of the next, so no sentence loses its context. */
export const CHUNK_OVERLAP = 200;
/**
 * A note is embedded up to this many passages (about 150,000 characters):
 * it bounds what one huge pasted or imported note costs the model server.
 */
export const CHUNKS_PER_NOTE_MAX = 100;

interface Block {
  text: string;
  /** How the block joins the one before it in a passage: a paragraph break or a space. */
  joiner: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** FNV-1a: a cheap, stable hash of a block, to place passage boundaries by content. */
function blockHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Cuts a text longer than CHUNK_MAX at spaces (or anywhere, in scripts without spaces). */
function hardSplit(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > CHUNK_MAX) {
    const space = rest.lastIndexOf(' ', CHUNK_MAX);
    const cut = space > CHUNK_MAX / 2 ? space : CHUNK_MAX;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Paragraphs; one too long for a passage becomes its sentences (and a huge sentence its pieces). */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    if (flat.length <= CHUNK_MAX) {
      blocks.push({ text: flat, joiner: '\n\n' });
      continue;
    }
    const sentences = flat.split(/(?<=[.!?。！？])\s+/).flatMap(hardSplit);
    sentences.forEach((sentence, index) =>
      blocks.push({ text: sentence, joiner: index === 0 ? '\n\n' : ' ' }),
    );
  }
  return blocks;
}

/** The last sentence (or words) of a passage, at most CHUNK_OVERLAP characters. */
function tailOf(text: string): string {
  if (text.length <= CHUNK_OVERLAP) return text;
  const tail = text.slice(-CHUNK_OVERLAP);
  const sentence = /[.!?。！？]\s+(\S.*)$/s.exec(tail)?.[1];
  if (sentence && sentence.length >= CHUNK_OVERLAP / 4) return sentence;
  const space = tail.indexOf(' ');
  return space >= 0 ? tail.slice(space + 1) : tail;
}

/**
 * Cuts a note into passages of about 1,000–1,500 characters along paragraph
 * (then sentence) boundaries, the title leading the first one. Where a
 * passage ends depends on the blocks themselves, not on everything before
 * them: past CHUNK_MIN, a passage ends after a block whose hash is even (or
 * before a block that would take it past CHUNK_MAX). So an edit in one
 * paragraph changes the passage holding it, sometimes its neighbour, and the
 * passages after resynchronise at the next content-chosen boundary: the rest
 * keep their hashes and their vectors. Each passage after the first starts
 * with the end of the one before (CHUNK_OVERLAP).
 */
export function chunkNote(title: string, plainText: string): NoteChunk[] {
  const blocks = blocksOf(plainText);
  const heading = title.replace(/\s+/g, ' ').trim();
  if (heading) blocks.unshift({ text: heading, joiner: '\n\n' });

  const passages: string[] = [];
  let current = '';
  const close = () => {
    if (current) passages.push(current);
    current = '';
  };
  for (const block of blocks) {
    if (current && current.length + block.joiner.length + block.text.length > CHUNK_MAX) close();
    current = current ? `${current}${block.joiner}${block.text}` : block.text;
    if (current.length >= CHUNK_MIN && blockHash(block.text) % 2 === 0) close();
    if (passages.length >= CHUNKS_PER_NOTE_MAX) break;
  }
  close();

  return passages.slice(0, CHUNKS_PER_NOTE_MAX).map((passage, ordinal) => {
    const previous = passages[ordinal - 1];
    const text = previous === undefined ? passage : `${tailOf(previous)}\n\n${passage}`;
    return { ordinal, text, hash: sha256(text) };
  });
}
