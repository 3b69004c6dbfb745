import { aiStreamEventSchema, type AiStreamEvent } from '@common/schemas/ai';
import { apiErrorMessage } from '@app/lib/apiErrorWords';
import { ApiError, apiErrorFrom } from '@app/lib/apiClient';
import { apiFetch } from '@app/native/serverConnection';
import { createParser } from 'eventsource-parser';

export interface AiStreamHandlers {
  /** Each piece of the answer as it arrives. */
  onDelta?: (text: string, answerSoFar: string) => void;
  /** The stream's first event (a new conversation's id). */
  onStart?: (event: Extract<AiStreamEvent, { type: 'start' }>) => void;
  signal?: AbortSignal;
}

/**
 * Posts to an AI endpoint that answers with server-sent events
 * (`common/schemas/ai.ts`: start, delta…, done | error) and resolves with the
 * whole answer once `done` arrives. An error before the stream opens (429
 * AI_LIMIT_REACHED, 503 AI_NOT_CONFIGURED, 400, 404) and an `error` event
 * both reject with an ApiError worded for the reader; aborting `signal`
 * (stop, leaving the screen) rejects with an AbortError and counts nothing.
 */
export async function streamAi(
  path: string,
  body: unknown,
  handlers: AiStreamHandlers = {},
): Promise<string> {
  const response = await apiFetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal: handlers.signal ?? null,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  if (!response.headers.get('content-type')?.includes('text/event-stream'))
    throw new ApiError(502, 'AI_UNAVAILABLE', apiErrorMessage('AI_UNAVAILABLE', ''));
  const reader = response.body?.getReader();
  if (!reader) throw new ApiError(502, 'AI_UNAVAILABLE', apiErrorMessage('AI_UNAVAILABLE', ''));
  let answer = '';
  type Finish = { ok: true; text: string } | { ok: false; error: ApiError };
  // A box, not a variable: TypeScript cannot see the parser's callback assign it.
  const finished: { value: Finish | null } = { value: null };
  const parser = createParser({
    onEvent: (message) => {
      const parsed = aiStreamEventSchema.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'start') handlers.onStart?.(event);
      else if (event.type === 'delta') {
        answer += event.text;
        handlers.onDelta?.(event.text, answer);
      } else if (event.type === 'done') finished.value = { ok: true, text: event.text };
      else
        finished.value = {
          ok: false,
          error: new ApiError(502, event.code, apiErrorMessage(event.code, event.message)),
        };
    },
  });
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  const result = finished.value;
  if (result === null)
    throw new ApiError(502, 'AI_UNAVAILABLE', apiErrorMessage('AI_UNAVAILABLE', ''));
  if (!result.ok) throw result.error;
  return result.text;
}
