import { spawn } from 'node:child_process';
import { resolveFfmpeg } from './ffmpeg';
import { SAMPLE_RATE, wavFile } from './wav';

/*
 * Recordings written by the tests themselves (never downloaded): "speech"
 * is voiced syllables (a 140 Hz voice with its harmonics, shaped like
 * syllables, words and sentences) at a talking level; silence is zeros or a
 * faint hiss. Deterministic: the same call gives the same bytes.
 */

/** A pseudo-random sequence in [-1, 1) from a seed (tests must not vary between runs). */
function noise(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/**
 * `seconds` of speech-like sound: syllables of 180 ms with 60 ms between
 * them, words of 2–4 syllables with 150 ms between, a 500 ms breath every
 * 8 words. `amplitude` is the peak as a fraction of full scale (0.3 ≈ -16
 * dBFS peaks, about -25 dBFS on average: a voice near the microphone).
 */
export function speechLike(seconds: number, { amplitude = 0.3, seed = 7 } = {}): Int16Array {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  const random = noise(seed);
  let at = 0;
  let word = 0;
  while (at < samples.length) {
    const syllables = 2 + Math.floor((random() + 1) * 1.5);
    for (let s = 0; s < syllables && at < samples.length; s++) {
      const length = Math.round(0.18 * SAMPLE_RATE);
      const pitch = 120 + 40 * (random() + 1);
      for (let i = 0; i < length && at + i < samples.length; i++) {
        const t = i / SAMPLE_RATE;
        const envelope = Math.sin((Math.PI * i) / length);
        const voice =
          Math.sin(2 * Math.PI * pitch * t) +
          0.5 * Math.sin(2 * Math.PI * 2 * pitch * t) +
          0.25 * Math.sin(2 * Math.PI * 3 * pitch * t) +
          0.05 * random();
        samples[at + i] = Math.round((voice / 1.8) * envelope * amplitude * 32767);
      }
      at += length + Math.round(0.06 * SAMPLE_RATE);
    }
    word++;
    at += Math.round((word % 8 === 0 ? 0.5 : 0.15) * SAMPLE_RATE);
  }
  return samples;
}

/** `seconds` of silence: digital zeros, or a hiss of peak `amplitude` (0.001 ≈ -65 dBFS). */
export function silence(seconds: number, { amplitude = 0, seed = 3 } = {}): Int16Array {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  if (amplitude === 0) return samples;
  const random = noise(seed);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(random() * amplitude * 32767);
  return samples;
}

/** Parts played one after another. */
export function joined(...parts: Int16Array[]): Int16Array {
  const all = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** A WAV file of the samples (16 kHz mono). */
export const wav = (samples: Int16Array): Buffer => wavFile(samples);

/** The samples encoded by ffmpeg as webm (Opus), ogg (Opus), m4a (AAC), aac (ADTS) or mp3. */
export async function encoded(samples: Int16Array, format: 'webm' | 'ogg' | 'm4a' | 'aac' | 'mp3') {
  const binary = resolveFfmpeg();
  if (!binary.path || binary.problem) throw new Error(`no ffmpeg: ${binary.problem}`);
  const codec = { webm: 'libopus', ogg: 'libopus', m4a: 'aac', aac: 'aac', mp3: 'libmp3lame' }[
    format
  ];
  const muxer = { webm: 'webm', ogg: 'ogg', m4a: 'ipod', aac: 'adts', mp3: 'mp3' }[format];
  const child = spawn(
    binary.path,
    ['-nostdin', '-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0']
      .concat(['-c:a', codec, '-f', muxer])
      // MP4 needs a seekable output for its index unless it is fragmented.
      .concat(format === 'm4a' ? ['-movflags', 'frag_keyframe+empty_moov'] : [])
      .concat(['pipe:1']),
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const out: Buffer[] = [];
  let errors = '';
  child.stdout.on('data', (data: Buffer) => out.push(data));
  child.stderr.on('data', (data: Buffer) => (errors += data.toString()));
  child.stdin.end(wav(samples));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`ffmpeg could not encode ${format}: ${errors}`);
  return Buffer.concat(out);
}
