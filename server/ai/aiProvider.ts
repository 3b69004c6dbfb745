import OpenAI, { APIError, APIUserAbortError, toFile } from 'openai';
import { aiNotConfigured, aiUnavailable } from '../errors';
import type { Logger } from '../logger';
import { EMBED_BATCH_MAX, type AiConfig } from './aiConfig';

export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  /** Aborted when the user leaves or presses stop: the call ends and nothing is counted. */
  signal?: AbortSignal | undefined;
  maxTokens?: number | undefined;
  temperature?: number | undefined;
}

export interface Embeddings {
  vectors: number[][];
  model: string;
  dimensions: number;
}

export interface TranscriptSegment {
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  text: string;
  segments: TranscriptSegment[];
  language: string | null;
}

/**
 * The one door to the model server, over any OpenAI-compatible endpoint
 * (hosted, Ollama, llama.cpp, vLLM, LocalAI). Every failure comes out as an
 * AppError: AI_NOT_CONFIGURED when the capability's model is unset,
 * AI_UNAVAILABLE when the server fails or times out; a call the caller
 * aborted rethrows the caller's `signal.reason`. Nothing of a prompt or an
 * answer is ever logged: only status codes and timings.
 */
export interface AiProvider {
  readonly config: AiConfig;
  /** The answer's text as it arrives. */
  streamChat(messages: ProviderMessage[], options?: ChatOptions): AsyncGenerator<string, void>;
  /** The whole answer at once. */
  chat(messages: ProviderMessage[], options?: ChatOptions): Promise<string>;
  /** One vector per text, in order. At most 256 texts per call. */
  embed(texts: string[], options?: { signal?: AbortSignal | undefined }): Promise<Embeddings>;
  /** Speech to text of one file under the provider's 25 MiB limit. */
  transcribe(
    audio: { data: Uint8Array; fileName: string; mimeType: string },
    options?: { signal?: AbortSignal | undefined; language?: string | undefined },
  ): Promise<Transcript>;
}

export function createAiProvider(config: AiConfig, logger: Logger): AiProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    // One retry, and the library retries only what is worth it: connection errors, 408, 409, 429, 5xx.
    maxRetries: 1,
    // The library's own logging could print request bodies at debug level: ours says what is safe.
    logLevel: 'off',
  });
  const log = logger.child({ module: 'ai' });

  function modelOf(kind: 'chat' | 'embedding' | 'transcription'): string {
    const model =
      kind === 'chat'
        ? config.chatModel
        : kind === 'embedding'
          ? config.embeddingModel
          : config.transcriptionModel;
    if (!model)
      throw aiNotConfigured([
        kind === 'chat'
          ? 'AI_CHAT_MODEL'
          : kind === 'embedding'
            ? 'AI_EMBEDDING_MODEL'
            : 'AI_TRANSCRIPTION_MODEL',
      ]);
    return model;
  }

  /**
   * The caller's signal joined with the call's deadline. The library's own
   * time-out covers only the wait for headers (a stream could then hang for
   * Node's five-minute body time-out), so the whole call gets one deadline.
   */
  function callSignal(signal: AbortSignal | undefined) {
    const deadline = AbortSignal.timeout(config.timeoutMs);
    return { deadline, signal: signal ? AbortSignal.any([signal, deadline]) : deadline };
  }

  /** The caller's abort passes through as is; anything else becomes AI_UNAVAILABLE, logged without content. */
  function failure(
    error: unknown,
    what: string,
    call: { caller: AbortSignal | undefined; deadline: AbortSignal },
    started: number,
  ) {
    const { caller, deadline } = call;
    if (caller?.aborted) return caller.reason instanceof Error ? caller.reason : error;
    if (deadline.aborted) {
      log.warn({ call: what, ms: Date.now() - started }, 'an AI call timed out');
      return aiUnavailable('The AI model took too long to answer. Nothing was counted; try again.');
    }
    if (error instanceof APIUserAbortError) return error;
    const status: number | undefined =
      error instanceof APIError ? (error.status as number | undefined) : undefined;
    log.warn(
      {
        call: what,
        status,
        ms: Date.now() - started,
        error: error instanceof Error ? error.name : 'unknown',
      },
      'an AI call failed',
    );
    if (status === 401 || status === 403)
      return aiUnavailable(
        'The AI server refused this server’s key. The operator checks AI_API_KEY.',
      );
    if (status === 404)
      return aiUnavailable(
        'The AI server does not know the configured model. The operator checks the model names.',
      );
    if (status === 429)
      return aiUnavailable('The AI server is busy. Nothing was counted; try again in a moment.');
    return aiUnavailable();
  }

  return {
    config,

    async *streamChat(messages, options = {}) {
      const model = modelOf('chat');
      const started = Date.now();
      const { deadline, signal } = callSignal(options.signal);
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            messages,
            stream: true,
            ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
            ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
          },
          { signal },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
        // The library ends an aborted stream quietly, as if the answer were complete: it is not.
        if (signal.aborted) throw signal.reason;
        log.debug({ call: 'chat', ms: Date.now() - started }, 'AI chat streamed');
      } catch (error) {
        throw failure(error, 'chat', { caller: options.signal, deadline }, started);
      }
    },

    async chat(messages, options = {}) {
      let answer = '';
      for await (const text of this.streamChat(messages, options)) answer += text;
      return answer;
    },

    async embed(texts, options = {}) {
      const model = modelOf('embedding');
      if (texts.length > EMBED_BATCH_MAX)
        throw new RangeError(`embed() takes at most ${EMBED_BATCH_MAX} texts per call`);
      const started = Date.now();
      const { deadline, signal } = callSignal(options.signal);
      try {
        const response = await client.embeddings.create(
          { model, input: texts, encoding_format: 'float' },
          { signal },
        );
        const vectors = [...response.data]
          .sort((a, b) => a.index - b.index)
          .map((item) => item.embedding);
        if (vectors.length !== texts.length)
          throw new Error(`asked ${texts.length} embeddings, got ${vectors.length}`);
        return { vectors, model, dimensions: vectors[0]?.length ?? 0 };
      } catch (error) {
        throw failure(error, 'embed', { caller: options.signal, deadline }, started);
      }
    },

    async transcribe(audio, options = {}) {
      const model = modelOf('transcription');
      const started = Date.now();
      const { deadline, signal } = callSignal(options.signal);
      try {
        const file = await toFile(audio.data, audio.fileName, { type: audio.mimeType });
        const response = await client.audio.transcriptions.create(
          {
            model,
            file,
            response_format: 'verbose_json',
            timestamp_granularities: ['segment'],
            ...(options.language ? { language: options.language } : {}),
          },
          { signal },
        );
        const verbose = response as {
          text: string;
          language?: string;
          segments?: { start: number; end: number; text: string }[];
        };
        return {
          text: verbose.text,
          language: verbose.language ?? null,
          segments: (verbose.segments ?? []).map(({ start, end, text }) => ({ start, end, text })),
        };
      } catch (error) {
        throw failure(error, 'transcribe', { caller: options.signal, deadline }, started);
      }
    },
  };
}
