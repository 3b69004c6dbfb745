import { TITLE_FIELD } from '@common/editor/noteFields';
import type { Editor } from '@tiptap/react';
import { useCallback } from 'react';
import type * as Y from 'yjs';
import { blocksToMarkdown } from '../ai/markdownContent';
import { VersionHistoryPanel, type VersionHistoryPanelProps } from './VersionHistoryPanel';

/**
 * The panel with the editor's text now as the server writes it: the title
 * from the shared title, the body serialised to Markdown with the note schema
 * (the same serialiser the server stores versions with), so the diff shows
 * only real changes.
 */
export default function LoadedVersionHistory({
  editor,
  doc,
  ...panel
}: Omit<VersionHistoryPanelProps, 'currentText'> & { editor: Editor | null; doc: Y.Doc }) {
  const currentText = useCallback(
    () => ({
      title: doc.getText(TITLE_FIELD).toJSON(),
      markdown: editor ? blocksToMarkdown(editor.getJSON().content ?? []) : '',
    }),
    [editor, doc],
  );
  return <VersionHistoryPanel {...panel} currentText={currentText} />;
}
