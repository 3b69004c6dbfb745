import type { AnyExtension } from '@tiptap/core';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Highlight from '@tiptap/extension-highlight';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * The schema of a note body. The editor must use the same node and mark
 * types, or content it writes could not be read here (and the reverse).
 */
export const noteExtensions: AnyExtension[] = [
  StarterKit,
  TaskList,
  TaskItem.configure({ nested: true }),
  Highlight,
  TableKit,
];
