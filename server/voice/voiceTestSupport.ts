import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../app';
import type { AiConfig } from '../ai/aiConfig';
import type { LiveNotes } from '../collab/collabServer';
import { transcription } from '../db/schema';
import { createLogger } from '../logger';
import { startAiStandIn, type AiStandIn } from '../test/aiStandIn';
import { standInProvider } from '../test/aiTestProvider';
import type { TestUser } from '../test/factories';
import {
  getTestDatabase,
  getTestServer,
  testBilling,
  testStorage,
  throwAwayFolder,
  type TestServer,
} from '../test/support';
import { createVoice, type Voice, type VoiceOptions } from './voiceSetup';

/*
 * Test helpers of voice notes: the real app with its own Voice (so a test
 * can wait for the transcription jobs), AI against the stand-in model
 * server, and recordings sent as a browser sends them.
 */

export interface VoiceTestOptions {
  /** null switches transcription off (the model unset). */
  transcriptionModel?: string | null;
  audio?: VoiceOptions['audio'];
  /** Passed the collaboration server's live notes when a test opens an editor. */
  liveNotes?: LiveNotes;
  aiFreeDailyLimit?: number;
  /** How long a transcript waits for its player; brief by default. */
  placement?: VoiceOptions['placement'];
}

export interface VoiceTestServer {
  server: TestServer;
  standIn: AiStandIn;
  voice: Voice;
  /** Transcription calls the stand-in received. */
  transcriptionCalls(): AiStandIn['calls'];
}

/** The dependencies a voice test app needs (also for an app built around a collaboration server). */
export async function voiceTestDependencies(
  standIn: AiStandIn,
  options: VoiceTestOptions = {},
): Promise<Partial<AppDependencies> & { voice: Voice }> {
  const database = await getTestDatabase();
  const models: Partial<Pick<AiConfig, 'transcriptionModel'>> =
    options.transcriptionModel === undefined
      ? {}
      : { transcriptionModel: options.transcriptionModel };
  const ai = standInProvider(standIn, models, 10_000);
  const billing = testBilling({ aiFreeDailyLimit: options.aiFreeDailyLimit ?? 3 });
  const voice = createVoice({
    database,
    storage: testStorage,
    logger: createLogger('silent', false),
    ai,
    billing,
    liveNotes: options.liveNotes,
    audio: options.audio,
    // The editor's player is waited for briefly in tests.
    placement: options.placement ?? { attempts: 3, delayMs: 100 },
    // A folder of its own: the default is shared by every test server of every worker, and a
    // test that checks nothing was left there would see another file's uploads in progress.
    tempDir: throwAwayFolder('inkling-voice-test-'),
  });
  return { ai, billing, voice, liveNotes: options.liveNotes };
}

export async function startVoiceTestServer(
  options: VoiceTestOptions = {},
): Promise<VoiceTestServer> {
  const standIn = await startAiStandIn();
  const dependencies = await voiceTestDependencies(standIn, options);
  const server = await getTestServer(dependencies);
  return {
    server,
    standIn,
    voice: dependencies.voice,
    transcriptionCalls: () =>
      standIn.calls.filter((call) => call.path === '/v1/audio/transcriptions'),
  };
}

/** Sends a recording as multipart/form-data, as the app does. */
export function sendRecording(
  server: TestServer,
  path: string,
  owner: Pick<TestUser, 'cookie'> | null,
  bytes: Uint8Array,
  { name = 'voice.wav', fields = {} }: { name?: string; fields?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return server.request(path, {
    method: 'POST',
    body: form,
    headers: owner ? { Cookie: owner.cookie } : {},
  });
}

/** A transcript row as stored (segments included). */
export async function storedTranscription(server: TestServer, id: string) {
  const [row] = await server.database.db
    .select()
    .from(transcription)
    .where(eq(transcription.id, id));
  return row;
}
