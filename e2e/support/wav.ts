/**
 * A mono 16-bit PCM WAV of `seconds`, each sample from `sample(t)` (t in
 * seconds, the value from -1 to 1): recordings the tests write themselves.
 */
export function wavOf(seconds: number, sample: (t: number) => number, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // the fmt chunk's size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a frame
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.max(-1, Math.min(1, sample(index / rate)));
    wav.writeInt16LE(Math.round(value * 32767), 44 + index * 2);
  }
  return wav;
}
