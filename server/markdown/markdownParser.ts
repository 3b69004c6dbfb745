import type { JSONContent } from '@tiptap/core';
import { MarkdownManager } from '@tiptap/markdown';
import { Marked, type marked } from 'marked';
import { readQuotedExtensionLists } from '@common/editor/quotedExtensionLists';
import { noteExtensions } from '../notes/noteExtensions';
import { withLinearTokenizers } from './linearTokenizers';

/**
 * Markdown → ProseMirror JSON with the note schema. Its own marked instance:
 * TipTap registers its tokenizers on the one it is given, and the shared
 * default would collect them from every manager built in the process.
 */
export function createMarkdownParser(): (source: string) => JSONContent {
  const instance = new Marked();
  const manager = new MarkdownManager({
    extensions: withLinearTokenizers(noteExtensions),
    // Typed as the `marked` namespace; the manager uses only what an instance
    // has (Lexer, defaults, use, lexer, setOptions).
    marked: instance as unknown as typeof marked,
  });
  readQuotedExtensionLists(instance);
  return (source) => manager.parse(source);
}
