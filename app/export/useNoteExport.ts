import type { NoteExportFormat } from '@common/schemas/export';
import { useCallback } from 'react';
import { useToast } from '@app/components/toast/ToastProvider';
import { download, noteExportUrl, saveFile } from './exportApi';

const formatNames: Record<NoteExportFormat, string> = {
  md: 'Markdown',
  pdf: 'PDF',
  txt: 'plain text',
};

/**
 * Exports one note as a download, saying so while the server makes the file
 * (a PDF can take a few seconds) and in words when it fails.
 */
export function useNoteExport(noteId: string) {
  const { toast } = useToast();
  return useCallback(
    async (format: NoteExportFormat) => {
      const handle = toast({ title: `Exporting as ${formatNames[format]}…` });
      try {
        saveFile(await download(noteExportUrl(noteId, format), `Untitled.${format}`));
        handle.update({ title: `Exported as ${formatNames[format]}`, variant: 'success' });
      } catch (error) {
        handle.update({
          title: 'Not exported',
          description: error instanceof Error ? error.message : 'The download failed.',
          variant: 'destructive',
        });
      }
    },
    [noteId, toast],
  );
}
