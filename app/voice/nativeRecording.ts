import { registerPlugin } from '@capacitor/core';
import type { VoiceRecorderPlugin } from 'capacitor-voice-recorder';
import { RecordingRefused, recordingFile, type Recording } from './recording';

/**
 * The native side of capacitor-voice-recorder, registered by name: the
 * package's own entry would also bundle its web fallback, which imports
 * @capacitor/filesystem (not a dependency). In a browser MediaRecorder records.
 */
const VoiceRecorder = registerPlugin<VoiceRecorderPlugin>('VoiceRecorder');

function decodeBase64(data: string): Uint8Array<ArrayBuffer> {
  const text = atob(data);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Records with the phone's own recorder; it reports no input level. */
export async function startNativeRecording(): Promise<Recording> {
  const allowed = await VoiceRecorder.requestAudioRecordingPermission().catch(() => ({
    value: false,
  }));
  if (!allowed.value)
    throw new RecordingRefused(
      'denied',
      'Inkling may not use the microphone: allow it in the phone’s settings for Inkling. You can upload an audio file instead.',
    );
  const able = await VoiceRecorder.canDeviceVoiceRecord().catch(() => ({ value: false }));
  if (!able.value)
    throw new RecordingRefused(
      'no-microphone',
      'This device cannot record audio. You can upload an audio file instead.',
    );
  try {
    await VoiceRecorder.startRecording();
  } catch {
    throw new RecordingRefused(
      'failed',
      'The microphone could not be started. You can upload an audio file instead.',
    );
  }
  return {
    level: () => null,
    pause: async () => {
      await VoiceRecorder.pauseRecording();
    },
    resume: async () => {
      await VoiceRecorder.resumeRecording();
    },
    stop: async () => {
      const { value } = await VoiceRecorder.stopRecording();
      if (!value.recordDataBase64) throw new Error('The phone gave back no recording.');
      return recordingFile([decodeBase64(value.recordDataBase64)], value.mimeType);
    },
    cancel: () => void VoiceRecorder.stopRecording().catch(() => undefined),
  };
}
