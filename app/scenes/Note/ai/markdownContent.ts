import { noteSchemaExtensions } from '@common/editor/noteSchema';
import { createMarkdownManager } from '@common/editor/markdownManager';
import type { JSONContent } from '@tiptap/core';
import type { MarkdownManager } from '@tiptap/markdown';

/*
 * Markdown ↔ the editor's nodes in the browser, with the note schema the
 * server parses with (server/markdown), so an AI answer becomes the same
 * headings, lists, checklists and tables a pasted or imported note would.
 * Its own module: the note screen imports it only when an AI answer arrives.
 */

let manager: MarkdownManager | undefined;

function markdownManager(): MarkdownManager {
  manager ??= createMarkdownManager(noteSchemaExtensions());
  return manager;
}

/** A Markdown answer as the editor's block nodes (an empty list for blank text). */
export function markdownToBlocks(markdown: string): JSONContent[] {
  if (!markdown.trim()) return [];
  return markdownManager().parse(markdown).content ?? [];
}

/** Editor content (a document's JSON, or a slice's nodes) as Markdown, for a request. */
export function blocksToMarkdown(blocks: JSONContent[]): string {
  return markdownManager().serialize({ type: 'doc', content: blocks }).trim();
}
