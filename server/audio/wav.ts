/** Recordings are read as 16 kHz mono 16-bit PCM: what speech models take, 32 KB a second. */
export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;
export const WAV_HEADER_BYTES = 44;

/** The 44-byte header of a PCM WAV file holding `dataBytes` of 16-bit samples. */
export function wavHeader(dataBytes: number, sampleRate = SAMPLE_RATE, channels = 1): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  const blockAlign = channels * BYTES_PER_SAMPLE;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A whole WAV file of 16-bit mono samples (tests and small fixtures). */
export function wavFile(samples: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}
