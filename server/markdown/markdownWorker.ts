/**
 * The Markdown parse thread (run by markdownPool.ts). It answers plain JSON;
 * the main thread turns it into Yjs.
 */
import type { JSONContent } from '@tiptap/core';
import { MAX_DOCUMENT_DEPTH } from './markdownLimits';
import { createMarkdownParser } from './markdownParser';
import { linesNestDeeperThan } from './nesting';

export type ParseOutcome = { ok: true; doc: JSONContent } | { ok: false; reason: 'too-deep' };

const parse = createMarkdownParser();

export default function parseMarkdown(source: string): ParseOutcome {
  if (linesNestDeeperThan(source, MAX_DOCUMENT_DEPTH)) return { ok: false, reason: 'too-deep' };
  try {
    return { ok: true, doc: parse(source) };
  } catch (error) {
    // Quotes or lists thousands deep recurse past the thread's stack.
    if (error instanceof RangeError) return { ok: false, reason: 'too-deep' };
    throw error;
  }
}
