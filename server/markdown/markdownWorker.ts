/**
 * The Markdown thread (run by markdownPool.ts): parses, checks the depth,
 * and builds the body's Yjs update and projection, all in time that grows
 * with the note; the main thread only applies the result.
 */
import type { JSONContent } from '@tiptap/core';
import { prepareBody, type PreparedBody } from '../notes/noteDocument';
import { MAX_DOCUMENT_DEPTH } from './markdownLimits';
import { createMarkdownParser } from './markdownParser';
import { documentDepth, linesNestDeeperThan } from './nesting';

export type ParseOutcome =
  { ok: true; body: Required<PreparedBody> } | { ok: false; reason: 'too-deep' };

const parse = createMarkdownParser();

export default function parseMarkdown(source: string): ParseOutcome {
  if (linesNestDeeperThan(source, MAX_DOCUMENT_DEPTH)) return { ok: false, reason: 'too-deep' };
  try {
    const doc = readOrKeepAsText(source);
    if (documentDepth(doc, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH) {
      return { ok: false, reason: 'too-deep' };
    }
    return { ok: true, body: prepareBody(doc) };
  } catch (error) {
    // Quotes or lists thousands deep recurse past the thread's stack.
    if (error instanceof RangeError) return { ok: false, reason: 'too-deep' };
    throw error;
  }
}

/**
 * The parsed document; where the parser throws anything but running out of
 * stack (its bug on some input: marked and TipTap's tokenizers disagreeing),
 * the text unformatted, every character kept, rather than the note refused.
 */
function readOrKeepAsText(source: string): JSONContent {
  try {
    return parse(source);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    return plainTextDoc(source);
  }
}

/** The text as it is: a paragraph per run of lines between blank lines, each line kept. */
export function plainTextDoc(source: string): JSONContent {
  const paragraphs = source
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      type: 'paragraph',
      content: block
        .split(/\r?\n/)
        .flatMap((line, index) => [
          ...(index > 0 ? [{ type: 'hardBreak' }] : []),
          ...(line ? [{ type: 'text', text: line }] : []),
        ]),
    }));
  return { type: 'doc', content: paragraphs.length > 0 ? paragraphs : [{ type: 'paragraph' }] };
}
