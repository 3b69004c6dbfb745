import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { standInAnswer, type StandInChatRequest } from './aiStandInAnswers';

/**
 * A local stand-in for an OpenAI-compatible model server (what Ollama,
 * llama.cpp, vLLM, LocalAI and the hosted API all speak), so every AI test
 * runs offline and gives the same answer every time:
 *
 * - `POST /v1/chat/completions`, streamed as server-sent events or whole;
 *   the answer comes from `aiStandInAnswers.ts` (or `respond` when given);
 * - `POST /v1/embeddings`: a bag-of-words vector of `dimensions` (384),
 *   so texts that share words are near each other and the same text always
 *   gives the same vector;
 * - `POST /v1/audio/transcriptions`: for a WAV file, the sentences of
 *   `STAND_IN_SENTENCES` in turn, one segment about every 4 s spread over
 *   the file's real length (so segment times can be checked); for anything
 *   else, a transcript naming the file's size. Every call is recorded with
 *   the file it carried (`audio`), so a test can assert that silence made none.
 *
 * Failures and delays are asked for in the last user message, so tests in
 * another process (the end-to-end server) can ask too: `[[fail]]` answers
 * 500, `[[fail-once]]` fails the first try only (the client's one retry then
 * succeeds), `[[slow]]` sends a piece every 200 ms, `[[hang]]` never
 * finishes, `[[unauthorized]]` answers 401.
 */
export interface AiStandIn {
  /** The base URL to give as AI_BASE_URL (ends in /v1). */
  url: string;
  /** Every request received, in order. */
  calls: StandInCall[];
  /** How many texts the embeddings endpoint has embedded in all. */
  embeddedTexts(): number;
  /** Makes every request fail with this status until set to null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export interface StandInCall {
  path: string;
  model: string | undefined;
  /** The request's JSON body (chat and embeddings); transcription: the form's field names. */
  body: unknown;
  /** Transcription: the file sent, and its length when it is a WAV file. */
  audio?: { fileName: string; bytes: number; seconds: number | null; language: string | null };
}

/** What the stand-in "hears" in any WAV file, a sentence every 4 seconds or so. */
export const STAND_IN_SENTENCES = [
  'Remember to water the tomatoes on Tuesday.',
  'The quarterly budget meeting moves to Thursday afternoon.',
  'Call the plumber about the kitchen sink.',
  'Buy flour, eggs and fresh basil for dinner.',
];

export interface AiStandInOptions {
  dimensions?: number;
  /** An answer of the test's own; undefined falls back to the default answers. */
  respond?: (request: StandInChatRequest) => string | undefined;
  port?: number;
}

const PIECE = 12;

export async function startAiStandIn(options: AiStandInOptions = {}): Promise<AiStandIn> {
  const dimensions = options.dimensions ?? 384;
  const calls: StandInCall[] = [];
  const failedOnce = new Set<string>();
  let embedded = 0;
  let forcedStatus: number | null = null;
  const sockets = new Set<Socket>();

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const raw = await readBody(request);
    if (request.method !== 'POST')
      return sendJson(response, 404, { error: { message: 'not found' } });
    if (forcedStatus !== null)
      return sendJson(response, forcedStatus, {
        error: { message: 'stand-in failure', type: 'server_error' },
      });

    if (path === '/v1/chat/completions') {
      const body = JSON.parse(raw.toString('utf8')) as StandInChatRequest & { stream?: boolean };
      calls.push({ path, model: body.model, body });
      const last = [...body.messages].reverse().find((message) => message.role === 'user');
      const lastText = typeof last?.content === 'string' ? last.content : '';
      if (lastText.includes('[[unauthorized]]'))
        return sendJson(response, 401, {
          error: { message: 'Incorrect API key', type: 'invalid_request_error' },
        });
      if (lastText.includes('[[fail]]'))
        return sendJson(response, 500, {
          error: { message: 'stand-in failure', type: 'server_error' },
        });
      if (lastText.includes('[[fail-once]]') && !failedOnce.has(lastText)) {
        failedOnce.add(lastText);
        request.socket.destroy();
        return;
      }
      const answer = options.respond?.(body) ?? standInAnswer(body);
      const delay = lastText.includes('[[slow]]') ? 200 : 0;
      if (lastText.includes('[[hang]]')) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write(sse(chunk(body.model, 'Thinking')));
        return; // never ends: the client's time-out or abort must end it
      }
      if (!body.stream) {
        return sendJson(response, 200, {
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      for (let at = 0; at < answer.length; at += PIECE) {
        if (response.destroyed) return;
        response.write(sse(chunk(body.model, answer.slice(at, at + PIECE))));
        if (delay) await sleep(delay);
      }
      response.write(
        sse({
          ...chunk(body.model, ''),
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        }),
      );
      response.end('data: [DONE]\n\n');
      return;
    }

    if (path === '/v1/embeddings') {
      const body = JSON.parse(raw.toString('utf8')) as { model?: string; input: string | string[] };
      calls.push({ path, model: body.model, body });
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      if (inputs.some((text) => text.includes('[[fail]]')))
        return sendJson(response, 500, {
          error: { message: 'stand-in failure', type: 'server_error' },
        });
      embedded += inputs.length;
      return sendJson(response, 200, {
        object: 'list',
        model: body.model,
        data: inputs.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: embedText(text, dimensions),
        })),
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      });
    }

    if (path === '/v1/audio/transcriptions') {
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      }).formData();
      const model = form.get('model');
      const file = form.get('file');
      const language = form.get('language');
      const wavSeconds =
        file instanceof Blob ? wavDuration(new Uint8Array(await file.arrayBuffer())) : null;
      calls.push({
        path,
        model: typeof model === 'string' ? model : undefined,
        body: [...form.keys()],
        ...(file instanceof File
          ? {
              audio: {
                fileName: file.name,
                bytes: file.size,
                seconds: wavSeconds,
                language: typeof language === 'string' ? language : null,
              },
            }
          : {}),
      });
      if (!(file instanceof Blob))
        return sendJson(response, 400, { error: { message: 'file is required' } });
      if (wavSeconds !== null) return sendJson(response, 200, heardIn(wavSeconds));
      const seconds = Math.max(1, Math.round(file.size / 16_000));
      const text = `Stand-in transcript of ${file.size} bytes.`;
      return sendJson(response, 200, {
        task: 'transcribe',
        language: 'english',
        duration: seconds,
        text,
        segments: [
          { id: 0, start: 0, end: seconds / 2, text: 'Stand-in transcript' },
          { id: 1, start: seconds / 2, end: seconds, text: `of ${file.size} bytes.` },
        ],
      });
    }

    return sendJson(response, 404, { error: { message: `no route ${path}` } });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    embeddedTexts: () => embedded,
    failWith: (status) => {
      forcedStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A deterministic "embedding": each word (lower-cased, 3+ letters, a plural
 * "s" dropped) adds ±1 to a bucket chosen by its hash; the result is
 * normalised. Texts sharing words point the same way, which is enough for
 * tests of ranking, citations and related notes.
 */
export function embedText(text: string, dimensions = 384): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  for (const raw of words) {
    const word = raw.length > 4 && raw.endsWith('s') ? raw.slice(0, -1) : raw;
    const hash = createHash('sha1').update(word).digest();
    const bucket = hash.readUInt32BE(0) % dimensions;
    vector[bucket] = (vector[bucket] ?? 0) + ((hash[4] ?? 0) & 1 ? 1 : -1);
  }
  const norm = Math.hypot(...vector);
  if (norm === 0) {
    vector[0] = 1;
    return vector;
  }
  return vector.map((value) => value / norm);
}

/** The seconds of sound in a PCM WAV file, or null when the bytes are not one. */
function wavDuration(bytes: Uint8Array): number | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    view.length < 44 ||
    view.toString('ascii', 0, 4) !== 'RIFF' ||
    view.toString('ascii', 8, 12) !== 'WAVE'
  )
    return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= view.length;) {
    const id = view.toString('ascii', at, at + 4);
    const size = view.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = view.readUInt32LE(at + 16);
    if (id === 'data') return byteRate > 0 ? Math.min(size, view.length - at - 8) / byteRate : null;
    at += 8 + size + (size % 2);
  }
  return null;
}

/** A verbose transcript of `seconds` of "speech": STAND_IN_SENTENCES in turn, spread over it. */
function heardIn(seconds: number) {
  const count = Math.max(1, Math.round(seconds / 4));
  const segments = Array.from({ length: count }, (_, index) => ({
    id: index,
    start: Math.round(((index * seconds) / count) * 100) / 100,
    end: Math.round((((index + 1) * seconds) / count) * 100) / 100,
    text: ` ${STAND_IN_SENTENCES[index % STAND_IN_SENTENCES.length]}`,
  }));
  return {
    task: 'transcribe',
    language: 'english',
    duration: seconds,
    text: segments.map((segment) => segment.text.trim()).join(' '),
    segments,
  };
}

function chunk(model: string | undefined, content: string) {
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}

function sse(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(value));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts)));
    request.on('error', reject);
  });
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
