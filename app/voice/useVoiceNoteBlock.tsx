import type { Editor } from '@tiptap/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { UploadOptions } from '@app/lib/uploadForm';
import { recordingTitle } from './audioFile';
import { voiceApi } from './voiceApi';
import { rememberTranscription } from './voiceQueries';
import { VoiceRecorderDialog } from './VoiceRecorderDialog';

/**
 * The slash menu's "Voice note" in note `noteId`: `open(editor)` shows the
 * recorder; the kept recording is stored for the note and its player inserted
 * at the caret (the dialog is modal, so the caret stays where `/` was typed).
 * The server writes the transcript below the player when it is ready.
 */
export function useVoiceNoteBlock(noteId: string) {
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<Editor | null>(null);
  const open = useCallback((current: Editor) => setEditor(current), []);

  const save = useCallback(
    async (file: File, options: UploadOptions) => {
      const { attachment, transcription, duration } = await voiceApi.addToNote(
        noteId,
        file,
        options,
      );
      rememberTranscription(queryClient, transcription);
      if (!editor || editor.isDestroyed) return;
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'audio',
          attrs: {
            src: `/api/attachments/${encodeURIComponent(attachment.id)}`,
            title: recordingTitle(file),
            duration,
          },
        })
        .run();
    },
    [editor, noteId, queryClient],
  );

  const dialog = (
    <VoiceRecorderDialog
      open={editor !== null}
      onOpenChange={(next) => {
        if (!next) setEditor(null);
      }}
      title="Add a voice note"
      description="Record or upload audio. It is added where the caret is, and its transcript appears below it once ready."
      saveLabel="Add to note"
      onSave={save}
    />
  );
  return { open, dialog };
}
