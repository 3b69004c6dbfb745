import { randomUUID } from 'node:crypto';
import { timestampHref } from '@common/editor/audioNode';
import type { JSONContent } from '@tiptap/core';
import { speechLike, wav } from '../audio/testAudio';
import { createNote } from '../commands/noteWriter';
import { prepareBody } from '../notes/noteDocument';
import { storeWithinQuota } from '../storage/uploadQuota';
import type { TestUser } from './factories';
import { testStorage, type TestServer } from './support';

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
 * A voice note of `owner`: a stored WAV recording of speech-like sound, the note's `audio` block
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
  const bytes = new Uint8Array(wav(speechLike(seconds)));
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
