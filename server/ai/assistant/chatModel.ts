import { AppError, aiNotConfigured } from '../../errors';
import { aiStatusOf } from '../aiConfig';
import type { AiProvider } from '../aiProvider';

/**
 * The provider, when it can chat; otherwise 503 AI_NOT_CONFIGURED naming what
 * the operator sets, before any use is taken or anything is streamed.
 */
export function requireChatModel(ai: AiProvider | null): AiProvider {
  if (ai?.config.chatModel) return ai;
  const missing = aiStatusOf(ai?.config ?? null).missing.filter(
    (name) => name === 'AI_BASE_URL' || name === 'AI_CHAT_MODEL',
  );
  throw aiNotConfigured(missing);
}

/**
 * An error safe to log: an AppError as it is; anything else (a database
 * error quotes its query's parameters, which hold the user's words) becomes
 * a bare error naming only what failed.
 */
export function withoutContent(error: unknown, what: string): Error {
  if (error instanceof AppError) return error;
  return new Error(`${what} failed (${error instanceof Error ? error.name : 'unknown error'})`);
}
