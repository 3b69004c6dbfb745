import { RecordingRefused, recordingFile, type Recording } from './recording';

/** What MediaRecorder is asked for, best first: Opus in WebM (Chromium, Firefox), else AAC in MP4 (Safari). */
const preferredTypes = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
];

const uploadInstead = 'You can upload an audio file instead.';

/** getUserMedia's failure, in words. */
function refusal(error: unknown): RecordingRefused {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return new RecordingRefused(
      'denied',
      `Inkling may not use the microphone: allow it in your browser’s settings for this site. ${uploadInstead}`,
    );
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return new RecordingRefused('no-microphone', `No microphone was found. ${uploadInstead}`);
  if (name === 'NotReadableError')
    return new RecordingRefused(
      'failed',
      `The microphone is busy in another app or could not be opened. ${uploadInstead}`,
    );
  return new RecordingRefused('failed', `The microphone could not be started. ${uploadInstead}`);
}

/** Loudness in decibels mapped onto 0–1: -60 dB and below read as silence. */
export function levelFromRms(rms: number): number {
  if (!(rms > 0)) return 0;
  return Math.min(1, Math.max(0, (20 * Math.log10(rms) + 60) / 60));
}

/** Samples per block whose loudness is one reading: about 21 ms at 48 kHz, a VU meter's grain. */
const meterBlock = 1024;

/**
 * The loudest `meterBlock` of `samples`, as a level: a clap or a syllable
 * between two readings still moves the meter.
 */
export function loudestLevel(samples: Float32Array): number {
  let loudest = 0;
  for (let start = 0; start < samples.length; start += meterBlock) {
    const end = Math.min(samples.length, start + meterBlock);
    let sum = 0;
    for (let index = start; index < end; index += 1) sum += samples[index]! * samples[index]!;
    loudest = Math.max(loudest, sum / (end - start));
  }
  return levelFromRms(Math.sqrt(loudest));
}

/** The analyser's window, a power of two: at least 150 ms, so readings ten times a second miss no sound. */
export function meterWindow(sampleRate: number): number {
  let size = meterBlock;
  while (size < sampleRate * 0.15 && size < 32768) size *= 2;
  return size;
}

/** The input level through a Web Audio analyser; null where the browser has no Web Audio. */
function levelMeter(stream: MediaStream) {
  const Context =
    window.AudioContext ??
    (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  try {
    const context = new Context();
    // Made after the microphone's permission prompt, which can outlast the press's activation:
    // Chromium then starts the context suspended, and the meter would read silence throughout.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    // One 21 ms window read every 100 ms heard a fifth of the sound: short sounds (Chromium's fake
    // microphone beeps 20 ms) came and went unseen, more often when timers ran late.
    analyser.fftSize = meterWindow(context.sampleRate);
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    return {
      read() {
        analyser.getFloatTimeDomainData(samples);
        return loudestLevel(samples);
      },
      close: () => void context.close().catch(() => undefined),
    };
  } catch {
    // No meter is better than no recording.
    return null;
  }
}

/** Records with MediaRecorder, in chunks of a second so a long recording is never one buffer. */
export async function startWebRecording(): Promise<Recording> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
    throw new RecordingRefused('unsupported', `This browser cannot record audio. ${uploadInstead}`);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw refusal(error);
  }
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  const mimeType = preferredTypes.find((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    recorder.start(1000);
  } catch (error) {
    release();
    throw refusal(error);
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const meter = levelMeter(stream);
  const end = () => {
    release();
    meter?.close();
  };

  return {
    level: () => {
      if (!meter) return null;
      return recorder.state === 'recording' ? meter.read() : 0;
    },
    pause: () => {
      if (recorder.state === 'recording') recorder.pause();
      return Promise.resolve();
    },
    resume: () => {
      if (recorder.state === 'paused') recorder.resume();
      return Promise.resolve();
    },
    stop: () =>
      new Promise<File>((resolve) => {
        const finish = () => {
          end();
          resolve(recordingFile(chunks, recorder.mimeType || mimeType || chunks[0]?.type || ''));
        };
        if (recorder.state === 'inactive') finish();
        else {
          recorder.addEventListener('stop', finish, { once: true });
          recorder.stop();
        }
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      end();
    },
  };
}
