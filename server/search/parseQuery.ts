/**
 * A search box's words, read the way web search reads them: "quoted
 * phrases", -excluded words, OR between alternatives. The result drives the
 * substring part of search (words inside longer words, text without spaces
 * such as Chinese or Japanese); PostgreSQL's websearch_to_tsquery reads the
 * same string for the full-text part.
 */
export interface ParsedQuery {
  /** Words and phrases a note must contain (any one of them when `anyOf`). */
  include: string[];
  exclude: string[];
  anyOf: boolean;
}

const MAX_TERMS = 8;

export function parseQuery(raw: string): ParsedQuery {
  const include: string[] = [];
  const exclude: string[] = [];
  let anyOf = false;
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of raw.matchAll(pattern)) {
    const [, negation, phrase, word] = match;
    if (phrase !== undefined) {
      const text = phrase.trim().toLowerCase();
      if (text) (negation ? exclude : include).push(text);
      continue;
    }
    if (!word) continue;
    if (word === 'OR') {
      anyOf = true;
      continue;
    }
    const negated = word.startsWith('-') && word.length > 1;
    const text = (negated ? word.slice(1) : word).toLowerCase();
    (negated ? exclude : include).push(text);
  }
  return { include: include.slice(0, MAX_TERMS), exclude: exclude.slice(0, MAX_TERMS), anyOf };
}

/** Text for a LIKE pattern, its own pattern characters escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
