import type { Extensions } from '@tiptap/core';
import { MarkdownManager } from '@tiptap/markdown';
import { Marked, type marked } from 'marked';
import { readQuotedExtensionLists } from './quotedExtensionLists';

/**
 * A TipTap Markdown manager for these extensions, on a marked instance of its
 * own (TipTap registers its tokenizers on the one it is given, and the shared
 * default would collect them from every manager built in the process), with
 * marked's quotes reading TipTap's lists (quotedExtensionLists). The server's
 * parser and the browser's Markdown of AI answers both start here.
 */
export function createMarkdownManager(extensions: Extensions): MarkdownManager {
  const instance = new Marked();
  const manager = new MarkdownManager({
    extensions,
    // Typed as the `marked` namespace; the manager uses only what an instance
    // has (Lexer, defaults, use, lexer, setOptions).
    marked: instance as unknown as typeof marked,
  });
  readQuotedExtensionLists(instance);
  return manager;
}
