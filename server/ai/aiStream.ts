import type { AiStreamEvent } from '@common/schemas/ai';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { consumeAiUse } from '../billing/aiUsage';
import type { BillingConfig } from '../billing/config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { AppEnv } from '../http/types';

export interface AiStreamOptions {
  db: Db;
  user: { id: string; createdAt: Date };
  billing: BillingConfig;
  /** The answer's pieces; `signal` aborts when the client goes away or the call must end. */
  produce: (signal: AbortSignal) => AsyncIterable<string>;
  /** Sent in the `start` event (a new conversation's id). */
  conversationId?: string | undefined;
  /** Runs with the whole answer before `done` is sent (keep the conversation); a throw fails the call. */
  onDone?: ((answer: string) => Promise<void>) | undefined;
}

/**
 * Streams one AI answer as server-sent events (`start`, `delta`…, then `done`
 * or `error`) under one AI use: the use is taken before the stream opens (so
 * an exhausted allowance is an ordinary 429 JSON answer), kept when `done` is
 * sent, and given back when the model fails, the client leaves or stop is
 * pressed. The model call is aborted as soon as the client goes away.
 */
export async function streamAiAnswer(c: Context<AppEnv>, options: AiStreamOptions) {
  const use = await consumeAiUse(options.db, options.user, options.billing);
  const controller = new AbortController();
  const clientGone = () => controller.abort(new Error('the client went away'));
  c.req.raw.signal.addEventListener('abort', clientGone, { once: true });
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');

  return streamSSE(c, async (stream) => {
    stream.onAbort(clientGone);
    const send = (event: AiStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) });
    let answer = '';
    try {
      await send({
        type: 'start',
        ...(options.conversationId ? { conversationId: options.conversationId } : {}),
      });
      for await (const piece of options.produce(controller.signal)) {
        if (controller.signal.aborted) break;
        answer += piece;
        await send({ type: 'delta', text: piece });
      }
      if (controller.signal.aborted) throw controller.signal.reason;
      await options.onDone?.(answer);
      await send({ type: 'done', text: answer });
    } catch (error) {
      await use.refund();
      if (controller.signal.aborted) return;
      const failed =
        error instanceof AppError &&
        (error.code === 'AI_NOT_CONFIGURED' || error.code === 'AI_UNAVAILABLE')
          ? error
          : null;
      await send({
        type: 'error',
        code: failed ? (failed.code as 'AI_NOT_CONFIGURED' | 'AI_UNAVAILABLE') : 'AI_UNAVAILABLE',
        message:
          failed?.message ?? 'The answer could not be finished. Nothing was counted; try again.',
      });
      if (!failed) c.get('logger').error({ err: error }, 'an AI stream failed');
    } finally {
      c.req.raw.signal.removeEventListener('abort', clientGone);
    }
  });
}
