import type { JSONContent } from '@tiptap/core';

/**
 * How many levels of nodes the document has, counted without recursion (so
 * a document of any depth cannot overflow the stack here), stopping once it
 * passes `limit`.
 */
export function documentDepth(doc: JSONContent, limit: number): number {
  let deepest = 0;
  const stack: [JSONContent, number][] = [[doc, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of node.content ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** One container marker at a line's start: a quote (`>`) or a list item (`-`, `*`, `+`, `1.`). */
const CONTAINER_MARKER = /[ \t]{0,3}(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]?/y;

/**
 * Whether any line opens more than `limit` quotes or lists at once (`> > > …`,
 * `- - - …`): checked before parsing, which would recurse once per level.
 */
export function linesNestDeeperThan(source: string, limit: number): boolean {
  for (let lineStart = 0; lineStart >= 0;) {
    CONTAINER_MARKER.lastIndex = lineStart;
    let depth = 0;
    while (CONTAINER_MARKER.test(source)) {
      if (++depth > limit) return true;
    }
    const lineEnd = source.indexOf('\n', lineStart);
    lineStart = lineEnd < 0 ? -1 : lineEnd + 1;
  }
  return false;
}
