import type { JSONContent } from '@tiptap/core';
import { createMarkdownManager } from '@common/editor/markdownManager';
import { noteExtensions } from '../notes/noteExtensions';
import { withLinearTokenizers } from './linearTokenizers';

/** Markdown → ProseMirror JSON with the note schema, its slow tokenizers made linear. */
export function createMarkdownParser(): (source: string) => JSONContent {
  const manager = createMarkdownManager(withLinearTokenizers(noteExtensions));
  return (source) => manager.parse(source);
}
