import { randomUUID } from 'node:crypto';
import { timestampHref } from '@common/editor/audioNode';
import type { JSONContent } from '@tiptap/core';
import { createNote } from '../commands/noteWriter';
import { prepareBody } from '../notes/noteDocument';
import { storeWithinQuota } from '../storage/uploadQuota';
import type { TestUser } from './factories';
import { testStorage, type TestServer } from './support';

/**
 * A mono 16-bit PCM WAV file written by hand: `seconds` of a sine tone
 * (silence with `frequency: 0`), so tests make their own recordings.
 */
export function wavBytes(
  seconds: number,
  { frequency = 440, sampleRate = 8000, amplitude = 0.4 } = {},
): Uint8Array {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // size of the fmt chunk
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // bytes a second
  buffer.writeUInt16LE(2, 32); // bytes a frame
  buffer.writeUInt16LE(16, 34); // bits a sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * amplitude;
    buffer.writeInt16LE(Math.round(value * 32767), 44 + index * 2);
  }
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** A transcript line as the voice-note feature writes it: a timestamp link, then the words. */
export const transcriptLine = (seconds: number, clock: string, words: string): JSONContent => ({
  type: 'paragraph',
  content: [
    {
      type: 'text',
      text: clock,
      marks: [{ type: 'link', attrs: { href: timestampHref(seconds) } }],
    },
    { type: 'text', text: ` ${words}` },
  ],
});

export interface VoiceNoteFixture {
  noteId: string;
  attachmentId: string;
  bytes: Uint8Array;
}

/**
 * A voice note of `owner`: a stored WAV recording, the note's `audio` block
 * playing it, and a two-line transcript with timestamps below it.
 */
export async function buildVoiceNote(
  server: TestServer,
  owner: TestUser,
  {
    title = 'Standup notes',
    recordingTitle = 'Voice note',
    seconds = 2,
    duration = 83,
  }: { title?: string; recordingTitle?: string; seconds?: number; duration?: number } = {},
): Promise<VoiceNoteFixture> {
  const bytes = wavBytes(seconds);
  const attachmentId = randomUUID();
  await storeWithinQuota(
    server.database.db,
    testStorage,
    { id: attachmentId, userId: owner.id, mime: 'audio/wav', bytes, name: 'recording.wav' },
    1024 * 1024 * 1024,
  );
  const body: JSONContent = {
    type: 'doc',
    content: [
      {
        type: 'audio',
        attrs: { src: `/api/attachments/${attachmentId}`, title: recordingTitle, duration },
      },
      transcriptLine(0, '0:00', 'Shipping the export today.'),
      transcriptLine(65, '1:05', 'Then the share page plays it.'),
    ],
  };
  const noteId = await createNote(
    server.database.db,
    owner.id,
    { title, markdown: '' },
    { body: prepareBody(body) },
  );
  return { noteId, attachmentId, bytes };
}
