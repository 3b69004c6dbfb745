import { MAX_RECORDING_SECONDS } from '@common/schemas/voice';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recording } from './recording';
import { startRecording } from './startRecording';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | {
      phase: 'recording' | 'paused';
      /** Seconds recorded so far, pauses left out. */
      elapsed: number;
      /** The input level, 0–1; null where the device does not report one. */
      level: number | null;
    }
  | { phase: 'stopping' };

/** What a finished recording hands over. */
export interface Take {
  file: File;
  /** Its length in seconds, as timed while recording (or read from an uploaded file). */
  seconds: number | null;
  /** Made here (not an uploaded file): the only copy, so it can be downloaded if it cannot be kept. */
  recorded: boolean;
  /** It stopped by itself at MAX_RECORDING_SECONDS. */
  reachedLimit?: boolean;
}

export interface RecorderCallbacks {
  onRecorded: (take: Take) => void;
  /** The microphone was refused, missing, or failed; the message says so in words. */
  onRefused: (message: string) => void;
}

/** How often the clock and the level meter move. */
const TICK_MS = 100;

interface Clock {
  /** Milliseconds recorded before the last resume. */
  banked: number;
  /** When recording last resumed; null while paused. */
  since: number | null;
}

const secondsOn = ({ banked, since }: Clock) =>
  (banked + (since === null ? 0 : Date.now() - since)) / 1000;

/**
 * A recording's life: start, pause, resume, stop, with its time (pauses left
 * out) and input level read ten times a second. It stops by itself at
 * MAX_RECORDING_SECONDS, and ends (microphone freed) when the screen closes.
 */
export function useRecorder({ onRecorded, onRefused }: RecorderCallbacks) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recording = useRef<Recording | null>(null);
  const clock = useRef<Clock>({ banked: 0, since: null });
  const callbacks = useRef({ onRecorded, onRefused });
  useEffect(() => {
    callbacks.current = { onRecorded, onRefused };
  }, [onRecorded, onRefused]);

  const stop = useCallback(async (reachedLimit = false) => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    const seconds = Math.min(secondsOn(clock.current), MAX_RECORDING_SECONDS);
    setState({ phase: 'stopping' });
    try {
      const file = await current.stop();
      callbacks.current.onRecorded({ file, seconds, recorded: true, reachedLimit });
    } catch (error) {
      callbacks.current.onRefused(
        error instanceof Error ? error.message : 'The recording could not be finished.',
      );
    }
    setState({ phase: 'idle' });
  }, []);

  const start = useCallback(async () => {
    if (recording.current) return;
    setState({ phase: 'starting' });
    try {
      recording.current = await startRecording();
      clock.current = { banked: 0, since: Date.now() };
      setState({ phase: 'recording', elapsed: 0, level: recording.current.level() });
    } catch (error) {
      setState({ phase: 'idle' });
      callbacks.current.onRefused(
        error instanceof Error ? error.message : 'The microphone could not be started.',
      );
    }
  }, []);

  const pause = useCallback(async () => {
    const current = recording.current;
    if (!current || clock.current.since === null) return;
    await current.pause();
    clock.current = { banked: secondsOn(clock.current) * 1000, since: null };
    setState({ phase: 'paused', elapsed: secondsOn(clock.current), level: current.level() });
  }, []);

  const resume = useCallback(async () => {
    const current = recording.current;
    if (!current || clock.current.since !== null) return;
    await current.resume();
    clock.current = { ...clock.current, since: Date.now() };
    setState({ phase: 'recording', elapsed: secondsOn(clock.current), level: current.level() });
  }, []);

  const recordingNow = state.phase === 'recording';
  useEffect(() => {
    if (!recordingNow) return;
    const timer = setInterval(() => {
      const current = recording.current;
      if (!current) return;
      const elapsed = secondsOn(clock.current);
      if (elapsed >= MAX_RECORDING_SECONDS) void stop(true);
      else setState({ phase: 'recording', elapsed, level: current.level() });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [recordingNow, stop]);

  // Closing the dialog mid-recording frees the microphone.
  useEffect(
    () => () => {
      recording.current?.cancel();
      recording.current = null;
    },
    [],
  );

  return { state, start, pause, resume, stop: () => stop(false) };
}
