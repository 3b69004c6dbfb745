import { noteSchemaExtensions } from '@common/editor/noteSchema';
import { readQuotedExtensionLists } from '@common/editor/quotedExtensionLists';
import type { JSONContent } from '@tiptap/core';
import { MarkdownManager } from '@tiptap/markdown';
import { Marked, type marked } from 'marked';

/*
 * Markdown ↔ the editor's nodes in the browser, with the note schema the
 * server parses with (server/markdown), so an AI answer becomes the same
 * headings, lists, checklists and tables a pasted or imported note would.
 * Its own module: the note screen imports it only when an AI answer arrives.
 */

let manager: MarkdownManager | undefined;

function markdownManager(): MarkdownManager {
  if (manager) return manager;
  // Its own marked instance: TipTap registers its tokenizers on the one it is given.
  const instance = new Marked();
  manager = new MarkdownManager({
    extensions: noteSchemaExtensions(),
    marked: instance as unknown as typeof marked,
  });
  readQuotedExtensionLists(instance);
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
