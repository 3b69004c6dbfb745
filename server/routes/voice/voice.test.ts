import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_AUDIO_BYTES, type Transcription } from '@common/schemas/voice';
import type { Note } from '@common/schemas/notes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTrial, usesToday } from '../../ai/assistant/assistantTestSupport';
import { joined, silence, speechLike, wav } from '../../audio/testAudio';
import { attachment, note as noteTable } from '../../db/schema';
import { STAND_IN_SENTENCES } from '../../test/aiStandIn';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { testUploadsDir } from '../../test/support';
import {
  sendRecording,
  startVoiceTestServer,
  storedTranscription,
  type VoiceTestServer,
} from '../../voice/voiceTestSupport';

let voice: VoiceTestServer;
let owner: TestUser;
let stranger: TestUser;

const spoken = wav(joined(silence(1), speechLike(8), silence(1)));
const quiet = wav(silence(4, { amplitude: 0.002 }));

beforeAll(async () => {
  voice = await startVoiceTestServer();
  owner = await buildUser(voice.server);
  stranger = await buildUser(voice.server);
}, 60_000);

afterAll(async () => {
  await voice.voice.runner.idle();
  await voice.standIn.close();
});

interface FromAudio {
  note: Note;
  transcription: Transcription;
}

async function voiceNote(user: TestUser, bytes: Uint8Array, fields?: Record<string, string>) {
  const response = await sendRecording(voice.server, '/api/notes/from-audio', user, bytes, {
    fields,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as FromAudio;
}

async function transcriptionsOf(user: TestUser, noteId: string) {
  const response = await voice.server.get(
    `/api/notes/${noteId}/transcriptions`,
    withCookie(user.cookie),
  );
  return {
    status: response.status,
    body: (await response.json()) as { transcriptions: Transcription[] },
  };
}

async function markdownOf(noteId: string) {
  const [row] = await voice.server.database.db
    .select({ markdown: noteTable.markdown })
    .from(noteTable)
    .where(eq(noteTable.id, noteId));
  return row?.markdown ?? '';
}

describe('POST /api/notes/from-audio', () => {
  it('makes a note with the player, then writes the timed transcript below it, searchable, for one AI use', async () => {
    const user = await buildUser(voice.server);
    const calls = voice.transcriptionCalls().length;
    const { note, transcription } = await voiceNote(user, spoken);
    expect(note.title).toMatch(/^Voice note, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(transcription).toMatchObject({ noteId: note.id, status: 'queued', duration: 10 });
    // The player comes first; a fast transcript may already follow it in the answer.
    expect(note.markdown.split('\n\n')[0]).toBe(
      `[Voice note (0:10)](/api/attachments/${transcription.attachmentId})`,
    );

    await voice.voice.runner.idle();
    expect(voice.transcriptionCalls().length).toBe(calls + 1);
    const { body } = await transcriptionsOf(user, note.id);
    expect(body.transcriptions).toEqual([
      expect.objectContaining({ id: transcription.id, status: 'done', error: null }),
    ]);
    const markdown = await markdownOf(note.id);
    const [player, ...paragraphs] = markdown.split('\n\n');
    expect(player).toContain(`(/api/attachments/${transcription.attachmentId})`);
    // Speech from 0.7 s (the silence before it left out, 0.3 s kept), timestamps as #t= links.
    expect(paragraphs[0]).toBe(`[0:00](#t=0) ${STAND_IN_SENTENCES[0]} ${STAND_IN_SENTENCES[1]}`);
    const stored = await storedTranscription(voice.server, transcription.id);
    const segments = stored?.segments as { start: number; end: number }[];
    expect(segments[0]!.start).toBeCloseTo(0.7, 1);
    expect(segments.at(-1)!.end).toBeLessThanOrEqual(10);
    expect(await usesToday(voice.server, user.id)).toBe(1);

    const search = await voice.server.get('/api/search?q=tomatoes', withCookie(user.cookie));
    const hits = (await search.json()) as { results: { id: string }[] };
    expect(hits.results.map((hit) => hit.id)).toContain(note.id);
  });

  it('takes the title and language given, and names the player after the file', async () => {
    const response = await sendRecording(voice.server, '/api/notes/from-audio', owner, spoken, {
      name: 'Standup notes.wav',
      fields: { title: 'Monday standup', language: 'EN' },
    });
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as FromAudio;
    expect(note.title).toBe('Monday standup');
    expect(note.markdown).toMatch(/^\[Standup notes \(0:10\)\]/);
    await voice.voice.runner.idle();
    expect(voice.transcriptionCalls().at(-1)?.audio?.language).toBe('en');
  });

  it('marks silence silent: no model call, no AI use', async () => {
    const user = await buildUser(voice.server);
    const calls = voice.transcriptionCalls().length;
    const { note, transcription } = await voiceNote(user, quiet);
    expect(transcription.status).toBe('silent');
    await voice.voice.runner.idle();
    expect(voice.transcriptionCalls().length).toBe(calls);
    expect(await usesToday(voice.server, user.id)).toBe(0);
    expect(await markdownOf(note.id)).not.toContain('#t=');
  });

  it('fails without counting when the model fails, and a retry then writes it', async () => {
    const user = await buildUser(voice.server);
    voice.standIn.failWith(500);
    const { note, transcription } = await voiceNote(user, spoken);
    await voice.voice.runner.idle();
    voice.standIn.failWith(null);
    const failed = (await transcriptionsOf(user, note.id)).body.transcriptions[0];
    expect(failed).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/AI/) as string,
    });
    expect(await usesToday(voice.server, user.id)).toBe(0);

    const path = `/api/transcriptions/${transcription.id}/retry`;
    expect((await voice.server.post(path, undefined, withCookie(stranger.cookie))).status).toBe(
      404,
    );
    expect((await voice.server.post(path)).status).toBe(401);
    const retried = await voice.server.post(path, undefined, withCookie(user.cookie));
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { transcription: Transcription }).transcription.status).toBe(
      'queued',
    );
    await voice.voice.runner.idle();
    expect((await transcriptionsOf(user, note.id)).body.transcriptions[0]?.status).toBe('done');
    expect(await markdownOf(note.id)).toContain('(#t=0)');
    expect(await usesToday(voice.server, user.id)).toBe(1);
    const again = await voice.server.post(path, undefined, withCookie(user.cookie));
    expect(again.status).toBe(409);
  });

  it('records a free user out of AI uses, with the reason, and keeps the note', async () => {
    const user = await endTrial(voice.server, await buildUser(voice.server));
    for (let use = 0; use < 3; use++) await voiceNote(user, spoken);
    await voice.voice.runner.idle();
    const { note } = await voiceNote(user, spoken);
    await voice.voice.runner.idle();
    const [row] = (await transcriptionsOf(user, note.id)).body.transcriptions;
    expect(row).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('free AI uses') as string,
    });
    expect(await usesToday(voice.server, user.id)).toBe(3);
  });
});

describe('bad recordings', () => {
  const jpeg = () =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();

  it.each([
    [
      'HTML called .mp3',
      () => Buffer.from('<html><body>not a song</body></html>'),
      'song.mp3',
      415,
      'web page',
    ],
    ['a JPEG', jpeg, 'photo.mp3', 415, 'image/jpeg'],
    ['zero bytes', () => Buffer.alloc(0), 'empty.wav', 400, 'empty'],
    [
      'a quarter second',
      () => wav(speechLike(0.25)),
      'short.wav',
      400,
      'shorter than half a second',
    ],
  ])(
    'refuses %s with a clear message, storing nothing',
    async (_what, bytes, name, status, words) => {
      const user = await buildUser(voice.server);
      for (const endpoint of ['/api/notes/from-audio', '/api/transcribe']) {
        const response = await sendRecording(voice.server, endpoint, user, await bytes(), { name });
        expect(response.status, endpoint).toBe(status);
        const { error } = (await response.json()) as { error: { message: string } };
        expect(error.message).toContain(words);
      }
      const stored = await voice.server.database.db
        .select()
        .from(attachment)
        .where(eq(attachment.userId, user.id));
      expect(stored).toEqual([]);
      const notes = await voice.server.get('/api/notes', withCookie(user.cookie));
      // Only the welcome note.
      expect(((await notes.json()) as { notes: unknown[] }).notes).toHaveLength(1);
    },
  );

  it('refuses bad fields, and a body that is not multipart', async () => {
    const badLanguage = await sendRecording(voice.server, '/api/notes/from-audio', owner, spoken, {
      fields: { language: 'english please' },
    });
    expect(badLanguage.status).toBe(400);
    const nul = await sendRecording(voice.server, '/api/notes/from-audio', owner, spoken, {
      fields: { title: 'a\u0000b' },
    });
    expect(nul.status).toBe(400);
    const json = await voice.server.post(
      '/api/notes/from-audio',
      { file: 'x' },
      withCookie(owner.cookie),
    );
    expect(json.status).toBe(415);
  });

  it('stops reading an upload over 100 MB at once, with 413, and keeps nothing', async () => {
    const user = await buildUser(voice.server);
    let sent = 0;
    const boundary = 'inkling-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\n` +
        'Content-Type: audio/wav\r\n\r\n',
    );
    const piece = Buffer.alloc(1024 * 1024, 1);
    const total = MAX_AUDIO_BYTES + 20 * 1024 * 1024;
    const body = Readable.from(
      (function* () {
        yield head;
        while (sent < total) {
          sent += piece.length;
          yield piece;
        }
      })(),
    );
    const response = await voice.server.request('/api/notes/from-audio', {
      method: 'POST',
      body: Readable.toWeb(body) as ReadableStream,
      headers: { Cookie: user.cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(total);
    expect(await usesToday(voice.server, user.id)).toBe(0);
    const stored = await voice.server.database.db
      .select()
      .from(attachment)
      .where(eq(attachment.userId, user.id));
    expect(stored).toEqual([]);
    const leftovers = (await readdir(voice.voice.tempDir)).filter((name) =>
      name.endsWith('.upload'),
    );
    expect(leftovers).toEqual([]);
    await expect(readdir(path.join(testUploadsDir, user.id))).rejects.toThrow();
  }, 60_000);

  it('answers 401 signed out on every voice endpoint', async () => {
    const note = await buildNote(voice.server, owner);
    for (const endpoint of [
      '/api/transcribe',
      '/api/notes/from-audio',
      `/api/notes/${note.id}/audio`,
    ])
      expect((await sendRecording(voice.server, endpoint, null, spoken)).status, endpoint).toBe(
        401,
      );
    expect((await voice.server.get(`/api/notes/${note.id}/transcriptions`)).status).toBe(401);
  });
});

describe('POST /api/transcribe', () => {
  it('answers the words with times over the recording, for one AI use', async () => {
    const user = await buildUser(voice.server);
    const response = await sendRecording(voice.server, '/api/transcribe', user, spoken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      text: string;
      segments: { start: number; end: number }[];
      duration: number;
      language: string;
    };
    expect(body.duration).toBe(10);
    expect(body.language).toBe('english');
    expect(body.text).toContain(STAND_IN_SENTENCES[0]);
    expect(body.segments[0]!.start).toBeCloseTo(0.7, 1);
    expect(await usesToday(voice.server, user.id)).toBe(1);
  });

  it('says no speech was found in silence, without a call or a use', async () => {
    const user = await buildUser(voice.server);
    const calls = voice.transcriptionCalls().length;
    const response = await sendRecording(voice.server, '/api/transcribe', user, quiet);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { message: 'No speech was found in this recording.' },
    });
    expect(voice.transcriptionCalls().length).toBe(calls);
    expect(await usesToday(voice.server, user.id)).toBe(0);
  });

  it('gives the use back when the model fails', async () => {
    const user = await buildUser(voice.server);
    voice.standIn.failWith(500);
    const response = await sendRecording(voice.server, '/api/transcribe', user, spoken);
    voice.standIn.failWith(null);
    expect(response.status).toBe(502);
    expect((await response.json()) as unknown).toMatchObject({ error: { code: 'AI_UNAVAILABLE' } });
    expect(await usesToday(voice.server, user.id)).toBe(0);
  });
});

describe('without a transcription model', () => {
  it('still records and plays (status off), and /api/transcribe names the setting', async () => {
    const off = await startVoiceTestServer({ transcriptionModel: null });
    try {
      const user = await buildUser(off.server);
      const response = await sendRecording(off.server, '/api/notes/from-audio', user, spoken);
      expect(response.status).toBe(201);
      const { note, transcription } = (await response.json()) as FromAudio;
      expect(transcription.status).toBe('off');
      expect(note.markdown).toContain('/api/attachments/');
      const played = await off.server.get(
        `/api/attachments/${transcription.attachmentId}`,
        withCookie(user.cookie),
      );
      expect(played.status).toBe(200);
      expect(played.headers.get('content-type')).toBe('audio/wav');
      expect((await played.arrayBuffer()).byteLength).toBe(spoken.length);

      const transcribe = await sendRecording(off.server, '/api/transcribe', user, spoken);
      expect(transcribe.status).toBe(503);
      expect(await transcribe.json()).toMatchObject({
        error: {
          code: 'AI_NOT_CONFIGURED',
          message: expect.stringContaining('AI_TRANSCRIPTION_MODEL') as string,
        },
      });
      const retry = await off.server.post(
        `/api/transcriptions/${transcription.id}/retry`,
        undefined,
        withCookie(user.cookie),
      );
      expect(retry.status).toBe(503);
      expect(off.transcriptionCalls()).toEqual([]);
      expect(await usesToday(off.server, user.id)).toBe(0);
    } finally {
      await off.standIn.close();
    }
  });
});

describe('POST /api/notes/:id/audio and GET /api/notes/:id/transcriptions', () => {
  it('stores a recording for the owner’s note; the transcript goes to the end when no player arrives', async () => {
    const note = await buildNote(voice.server, owner, { markdown: 'Before the recording.' });
    const response = await sendRecording(
      voice.server,
      `/api/notes/${note.id}/audio`,
      owner,
      spoken,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      attachment: { id: string; mime: string; url: string };
      transcription: Transcription;
      duration: number;
    };
    expect(body).toMatchObject({
      duration: 10,
      attachment: { mime: 'audio/wav' },
      transcription: { noteId: note.id, status: 'queued' },
    });
    await voice.voice.runner.idle();
    expect(await markdownOf(note.id)).toBe(
      `Before the recording.\n\n[0:00](#t=0) ${STAND_IN_SENTENCES[0]} ${STAND_IN_SENTENCES[1]}`,
    );

    const listed = await transcriptionsOf(owner, note.id);
    expect(listed.status).toBe(200);
    expect(listed.body.transcriptions.map((row) => row.status)).toEqual(['done']);
  });

  it('answers 404 for another user’s note, transcripts and recording', async () => {
    const note = await buildNote(voice.server, owner);
    const upload = await sendRecording(
      voice.server,
      `/api/notes/${note.id}/audio`,
      stranger,
      spoken,
    );
    expect(upload.status).toBe(404);
    expect((await transcriptionsOf(stranger, note.id)).status).toBe(404);
    const { transcription } = await voiceNote(owner, spoken);
    const heard = await voice.server.get(
      `/api/attachments/${transcription.attachmentId}`,
      withCookie(stranger.cookie),
    );
    expect(heard.status).toBe(404);
    await heard.body?.cancel();
    await voice.voice.runner.idle();
  });
});
