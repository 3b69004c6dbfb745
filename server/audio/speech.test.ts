import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { audioTypeOf } from './audioType';
import { resolveFfmpeg } from './ffmpeg';
import { defaultAudioSettings, scanAudio, type AudioSettings } from './speech';
import { levelDbfs } from './levels';
import { recordingTime } from './speechChunks';
import { encoded, joined, silence, speechLike, wav } from './testAudio';
import { WAV_HEADER_BYTES } from './wav';
import { inPgliteProject } from '../test/testProjects';

let dir: string;
let settings: AudioSettings;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'inkling-speech-'));
  const ffmpeg = resolveFfmpeg();
  if (!ffmpeg.path || ffmpeg.problem) throw new Error(String(ffmpeg.problem));
  settings = { ...defaultAudioSettings, ffmpegPath: ffmpeg.path };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let count = 0;
async function fileOf(bytes: Buffer, name = `f${++count}`) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

async function scan(
  bytes: Buffer,
  options: { chunks?: boolean; settings?: Partial<AudioSettings> } = {},
) {
  const file = await fileOf(bytes);
  const type = await audioTypeOf(file, 'recording');
  const chunkDir = options.chunks ? await mkdtemp(path.join(dir, 'chunks-')) : undefined;
  return scanAudio({ ...settings, ...options.settings }, { path: file, type }, { chunkDir });
}

// No database here: the PGlite project runs this file, the PostgreSQL one need not.
describe.runIf(inPgliteProject)('reading a recording', () => {
  it('types webm, ogg, m4a, aac, mp3 and wav from their bytes and reads their length', async () => {
    const samples = speechLike(2);
    for (const [format, mime] of [
      ['webm', 'audio/webm'],
      ['ogg', 'audio/ogg'],
      ['m4a', 'audio/mp4'],
      ['aac', 'audio/aac'],
      ['mp3', 'audio/mpeg'],
    ] as const) {
      const file = await fileOf(await encoded(samples, format));
      const type = await audioTypeOf(file, `voice.${format}`);
      expect(type.mime, format).toBe(mime);
      const result = await scanAudio(settings, { path: file, type });
      expect(result.duration, format).toBeGreaterThan(1.9);
      expect(result.duration, format).toBeLessThan(2.2);
      expect(result.silent, format).toBe(false);
    }
    const result = await scan(wav(samples));
    expect(result.duration).toBe(2);
  });

  it('refuses HTML called .mp3, a JPEG, and a video without sound, saying why', async () => {
    const html = await fileOf(Buffer.from('<!doctype html><html><body>Hello</body></html>'));
    await expect(audioTypeOf(html, 'song.mp3')).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('text or a web page') as string,
    });
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    await expect(audioTypeOf(await fileOf(jpeg), 'photo.mp3')).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('image/jpeg') as string,
    });
    // An MP3 header followed by garbage: typed as MP3, refused by the decoder.
    const broken = Buffer.concat([
      Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000'),
      Buffer.alloc(2000, 7),
    ]);
    await expect(scan(broken)).rejects.toMatchObject({ status: 415 });
  });

  it('refuses a recording shorter than half a second', async () => {
    await expect(scan(wav(speechLike(0.3)))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('shorter than half a second') as string,
    });
  });

  it('finds no speech in digital silence or a faint hiss', async () => {
    const quiet = await scan(wav(silence(5)), { chunks: true });
    expect(quiet).toMatchObject({ duration: 5, silent: true, chunks: [] });
    const hiss = await scan(wav(silence(5, { amplitude: 0.003 })), { chunks: true });
    expect(hiss.silent).toBe(true);
    // One click in the hiss is not speech either.
    const click = silence(5, { amplitude: 0.003 });
    click.fill(20_000, 16_000, 16_100);
    expect((await scan(wav(click))).silent).toBe(true);
  });

  it('keeps speech in one chunk and leaves long silences out, with times in the recording', async () => {
    const samples = joined(silence(3), speechLike(4), silence(6), speechLike(3, { seed: 9 }));
    const result = await scan(wav(samples), { chunks: true });
    expect(result.silent).toBe(false);
    expect(result.duration).toBe(16);
    expect(result.chunks).toHaveLength(1);
    const [chunk] = result.chunks;
    // Two stretches: the silences before and between were left out (0.3 s kept around speech).
    expect(chunk!.pieces).toHaveLength(2);
    const first = recordingTime(chunk!, 0);
    expect(first).toBeGreaterThan(2.6);
    expect(first).toBeLessThan(3.05);
    const secondStart = chunk!.pieces[1]!.chunkFrame / 50;
    expect(recordingTime(chunk!, secondStart)).toBeGreaterThan(12.6);
    expect(recordingTime(chunk!, secondStart)).toBeLessThan(13.05);
    const bytes = await readFile(chunk!.path);
    expect(bytes.length).toBe(chunk!.bytes);
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.readUInt32LE(40)).toBe(bytes.length - WAV_HEADER_BYTES);
    // Far less than the recording: 16 s would be 512 KB.
    expect(bytes.length).toBeLessThan(9 * 32_000);
  });

  it('cuts long speech into chunks under the limit, at quiet places, keeping each offset', async () => {
    const samples = speechLike(30);
    const maxChunkBytes = 5 * 32_000 + WAV_HEADER_BYTES; // 5 s of audio a chunk
    const result = await scan(wav(samples), { chunks: true, settings: { maxChunkBytes } });
    expect(result.chunks.length).toBeGreaterThanOrEqual(6);
    let expected = 0;
    for (const chunk of result.chunks) {
      expect(chunk.bytes).toBeLessThanOrEqual(maxChunkBytes);
      // One continuous stretch each, picking up where the last chunk stopped.
      expect(chunk.pieces).toHaveLength(1);
      expect(chunk.pieces[0]!.sourceFrame).toBe(expected);
      expected += chunk.pieces[0]!.frames;
    }
    expect(expected).toBeGreaterThan(30 * 50 - 30);
    // Cut where the voice was quiet: the last frame of every chunk but the last is below the gate.
    for (const chunk of result.chunks.slice(0, -1)) {
      const bytes = await readFile(chunk.path);
      const tail = new Int16Array(bytes.buffer.slice(bytes.length - 640, bytes.length));
      expect(levelDbfs(tail)).toBeLessThan(settings.speechLevelDbfs);
    }
  });

  it('stops past the longest recording it reads, and past its time budget', async () => {
    await expect(scan(wav(speechLike(3)), { settings: { maxSeconds: 1 } })).rejects.toMatchObject({
      status: 413,
    });
    await expect(
      scan(wav(speechLike(60)), { settings: { decodeTimeoutMs: 1 } }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
