import { dayNumber } from '../dates/localDate';

/** Days within which a user never sees the same prompt twice. */
export const PROMPT_NO_REPEAT_DAYS = 60;

/** A 32-bit FNV-1a hash of a string: the seed of a user's order. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small, fast, well-spread PRNG; the same seed gives the same numbers everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The order (a permutation of 0…count−1) in which this user meets the prompts. */
export function promptOrder(userId: string, count: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  const random = seededRandom(hashSeed(userId));
  // Fisher–Yates.
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

/**
 * The prompt of a local date for a user, or with `skip` the k-th following
 * one ("another prompt"). Days walk through the user's own permutation of the
 * prompts, so any run of consecutive days as long as the list (at least 60)
 * sees each prompt at most once, and each user meets them in another order.
 */
export function rotatingPrompt<Prompt>(
  prompts: readonly Prompt[],
  userId: string,
  date: string,
  skip = 0,
): Prompt {
  if (prompts.length === 0) throw new Error('No journal prompts');
  const order = promptOrder(userId, prompts.length);
  const position = (((dayNumber(date) + skip) % prompts.length) + prompts.length) % prompts.length;
  return prompts[order[position] as number] as Prompt;
}
