import { Capacitor } from '@capacitor/core';
import type { Recording } from './recording';
import { startWebRecording } from './webRecording';

/**
 * Starts recording from the microphone: the native app's recorder plugin
 * there, MediaRecorder in a browser. Refusals (permission, no microphone, a
 * browser that cannot record) are RecordingRefused with words for the reader.
 */
export async function startRecording(): Promise<Recording> {
  if (Capacitor.isNativePlatform()) {
    const { startNativeRecording } = await import('./nativeRecording');
    return startNativeRecording();
  }
  return startWebRecording();
}
