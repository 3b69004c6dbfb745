import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { UploadOptions } from '@app/lib/uploadForm';
import { noteKeys } from '@app/queries/queryKeys';
import { recordingTitle } from './audioFile';
import { voiceApi } from './voiceApi';
import { rememberTranscription } from './voiceQueries';
import { VoiceRecorderDialog } from './VoiceRecorderDialog';

export interface NewVoiceNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Voice note" from the dashboard or the palette: a recording (or an audio
 * file) becomes a new note with its player, then the note opens; its
 * transcript follows there when the server has written it.
 */
export function NewVoiceNoteDialog({ open, onOpenChange }: NewVoiceNoteDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useCallback(
    async (file: File, options: UploadOptions) => {
      // A recording made here gets the server's dated title; an uploaded file keeps its name.
      const title = file.name.startsWith('Voice note.') ? undefined : recordingTitle(file);
      const { note, transcription } = await voiceApi.fromAudio(
        file,
        title ? { title } : {},
        options,
      );
      queryClient.setQueryData(noteKeys.detail(note.id), note);
      rememberTranscription(queryClient, transcription);
      void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
      await navigate(`/note/${note.id}`);
    },
    [navigate, queryClient],
  );
  return (
    <VoiceRecorderDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New voice note"
      description="Record or upload audio. It becomes a note you can play back, with its transcript when the server transcribes."
      saveLabel="Save voice note"
      onSave={save}
    />
  );
}
