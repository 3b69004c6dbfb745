import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcription } from '@common/schemas/voice';
import { BODY_FIELD } from '@common/editor/noteFields';
import { startCollabServer, typeParagraph, waitFor } from '../collab/collabTestSupport';
import { joined, silence, speechLike, wav } from '../audio/testAudio';
import { WAV_HEADER_BYTES } from '../audio/wav';
import { transcription as transcriptionTable } from '../db/schema';
import { createLogger } from '../logger';
import { startAiStandIn, STAND_IN_SENTENCES, type AiStandIn } from '../test/aiStandIn';
import { standInProvider } from '../test/aiTestProvider';
import { buildNote, buildUser } from '../test/factories';
import { getTestDatabase, testBilling, testStorage, type TestServer } from '../test/support';
import {
  sendRecording,
  startVoiceTestServer,
  storedTranscription,
  voiceTestDependencies,
} from './voiceTestSupport';
import { jobForRow } from './transcriptionJobs';
import { TRANSCRIPTION_LEASE_MS } from './transcriptionStore';
import { createVoice, type Voice } from './voiceSetup';

let standIn: AiStandIn;

beforeAll(async () => {
  standIn = await startAiStandIn();
});

afterAll(async () => {
  await standIn.close();
});

interface FromAudio {
  note: { id: string };
  transcription: Transcription;
}

/** A voice note made on a server without a transcription model: its row waits, 'off'. */
async function recordingTranscriptionOff(server: TestServer) {
  const user = await buildUser(server);
  const response = await sendRecording(server, '/api/notes/from-audio', user, wav(speechLike(4)));
  const { note, transcription } = (await response.json()) as FromAudio;
  expect(transcription.status).toBe('off');
  return { user, note, transcription };
}

/** Another server process starting on the same database, with the stand-in model. */
async function startingVoice(): Promise<Voice> {
  return createVoice({
    database: await getTestDatabase(),
    storage: testStorage,
    logger: createLogger('silent', false),
    ai: standInProvider(standIn),
    billing: testBilling(),
  });
}

const setRow = (
  server: TestServer,
  id: string,
  values: Partial<typeof transcriptionTable.$inferInsert>,
) => server.database.db.update(transcriptionTable).set(values).where(eq(transcriptionTable.id, id));
/** A moment longer ago than a running row's lease. */
const pastLease = () => new Date(Date.now() - TRANSCRIPTION_LEASE_MS - 1_000);

describe('transcription jobs', () => {
  it('sends long speech in several chunks under the limit, with segment times in the whole recording', async () => {
    const maxChunkBytes = 4 * 32_000 + WAV_HEADER_BYTES;
    const voice = await startVoiceTestServer({ audio: { maxChunkBytes } });
    try {
      const user = await buildUser(voice.server);
      const recording = joined(
        silence(2),
        speechLike(6),
        silence(5),
        speechLike(6, { seed: 11 }),
        silence(1),
      );
      const response = await sendRecording(
        voice.server,
        '/api/notes/from-audio',
        user,
        wav(recording),
      );
      expect(response.status).toBe(201);
      const { transcription } = (await response.json()) as FromAudio;
      await voice.voice.runner.idle();
      const calls = voice.transcriptionCalls();
      expect(calls.length).toBeGreaterThanOrEqual(3);
      for (const call of calls) expect(call.audio?.bytes).toBeLessThanOrEqual(maxChunkBytes);
      // The silences were left out: the model heard less than the 20 s recorded.
      const heard = calls.reduce((sum, call) => sum + (call.audio?.seconds ?? 0), 0);
      expect(heard).toBeLessThan(14.5);

      const row = await storedTranscription(voice.server, transcription.id);
      expect(row?.status).toBe('done');
      const segments = row?.segments as { start: number; end: number }[];
      expect(segments[0]!.start).toBeCloseTo(1.7, 1);
      for (const [index, segment] of segments.entries()) {
        expect(segment.end).toBeGreaterThanOrEqual(segment.start);
        if (index > 0) expect(segment.start).toBeGreaterThanOrEqual(segments[index - 1]!.start);
        // Nothing starts inside the five silent seconds.
        expect(segment.start < 8.4 || segment.start >= 12.6, String(segment.start)).toBe(true);
      }
      // The second stretch of speech was heard too, at its own time.
      expect(segments.some((segment) => segment.start >= 12.6)).toBe(true);
      expect(segments.at(-1)!.end).toBeLessThanOrEqual(19.5);
      expect(segments.at(-1)!.end).toBeGreaterThan(18);
    } finally {
      await voice.standIn.close();
    }
  }, 60_000);

  it('writes the transcript into a note open in an editor, below the player the editor inserted', async () => {
    let voice: Voice | undefined;
    const collab = await startCollabServer({
      app: async (liveNotes) => {
        const dependencies = await voiceTestDependencies(standIn, {
          liveNotes,
          placement: { attempts: 40, delayMs: 100 },
        });
        voice = dependencies.voice;
        return dependencies;
      },
    });
    try {
      const owner = await buildUser(collab.server);
      const note = await buildNote(collab.server, owner, { markdown: 'Agenda' });
      const editor = collab.connect(owner, note.id);
      await editor.synced;
      const response = await sendRecording(
        collab.server,
        `/api/notes/${note.id}/audio`,
        owner,
        wav(joined(speechLike(5), silence(1))),
      );
      expect(response.status).toBe(201);
      const { attachment } = (await response.json()) as { attachment: { id: string; url: string } };
      // The editor puts the player at the caret, then keeps typing below it. One update, as
      // the player and the typing arriving apart would let the transcript land between them,
      // concurrent with the typing, where Yjs orders the two by client id (either order holds).
      const body = editor.document.getXmlFragment(BODY_FIELD);
      editor.document.transact(() => {
        const player = new Y.XmlElement('audio');
        player.setAttribute('src', attachment.url);
        player.setAttribute('title', 'Voice note');
        body.insert(1, [player]);
        typeParagraph(editor.document, 'Typed while it was transcribed.');
      });
      await editor.acknowledged();

      await voice!.runner.idle();
      const text = (): string[] =>
        // toString() of a Y.XmlText is its text with its marks as tags (a link as <link href=…>).
        body.toArray().map((node) =>
          node instanceof Y.XmlElement && node.nodeName === 'audio'
            ? 'player'
            : (node as Y.XmlElement)
                .toArray()
                .map((part) => (part as { toString(): string }).toString())
                .join(''),
        );
      await waitFor(() => text().length === 4);
      expect(text()[0]).toBe('Agenda');
      expect(text()[1]).toBe('player');
      expect(text()[2]).toContain(STAND_IN_SENTENCES[0]);
      expect(text()[2]).toContain('href="#t=0"');
      expect(text()[3]).toBe('Typed while it was transcribed.');
    } finally {
      await collab.stop();
    }
  }, 60_000);

  it('picks up, at start, transcripts a stopped server left queued, reading the stored recording', async () => {
    const off = await startVoiceTestServer({ transcriptionModel: null });
    try {
      const { user, note, transcription } = await recordingTranscriptionOff(off.server);
      // As a crash would leave it: running, with the recording stored and no chunks anywhere,
      // its runner silent for longer than the lease.
      await setRow(off.server, transcription.id, { status: 'running', updatedAt: pastLease() });

      const restarted = await startingVoice();
      expect(await restarted.runner.resume()).toBeGreaterThanOrEqual(1);
      await restarted.runner.idle();
      const row = await storedTranscription(off.server, transcription.id);
      expect(row?.status).toBe('done');
      const notes = await off.server.get(`/api/notes/${note.id}`, {
        headers: { Cookie: user.cookie },
      });
      const { note: written } = (await notes.json()) as { note: { markdown: string } };
      expect(written.markdown).toContain(`(#t=0) ${STAND_IN_SENTENCES[0]}`);
    } finally {
      await off.standIn.close();
    }
  }, 60_000);

  it('leaves a transcript another server process is running to it, and takes it once that one stops', async () => {
    const off = await startVoiceTestServer({ transcriptionModel: null });
    const starting = await startingVoice();
    try {
      const { transcription } = await recordingTranscriptionOff(off.server);
      await setRow(off.server, transcription.id, { status: 'running', updatedAt: new Date() });
      const queueAgain = async () => {
        const row = await storedTranscription(off.server, transcription.id);
        if (!row) throw new Error('the transcription row is gone');
        await starting.runner.enqueue(jobForRow(row));
        await starting.runner.idle();
      };

      // A starting server leaves it for after the lease; queued anyway, its claim is refused.
      expect(await starting.runner.resume()).toBeGreaterThanOrEqual(1);
      await starting.runner.idle();
      await queueAgain();
      expect((await storedTranscription(off.server, transcription.id))?.status).toBe('running');

      // The other process stopped renewing it: the lease has passed, and this one takes it.
      await setRow(off.server, transcription.id, { updatedAt: pastLease() });
      await queueAgain();
      expect((await storedTranscription(off.server, transcription.id))?.status).toBe('done');
    } finally {
      await starting.runner.stop();
      await off.standIn.close();
    }
  }, 60_000);
});
