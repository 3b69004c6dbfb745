/**
 * The Markdown thread (run by markdownPool.ts): parses, checks the depth,
 * and builds the body's Yjs update and projection, all in time that grows
 * with the note; the main thread only applies the result.
 */
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
    const doc = parse(source);
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
