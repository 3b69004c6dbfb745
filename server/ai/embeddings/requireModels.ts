import { aiNotConfigured } from '../../errors';
import { aiStatusOf } from '../aiConfig';
import type { AiProvider } from '../aiProvider';

const variableOf = { chat: 'AI_CHAT_MODEL', embedding: 'AI_EMBEDDING_MODEL' } as const;

/**
 * The provider, when it has every model a feature needs; otherwise 503
 * AI_NOT_CONFIGURED naming exactly what the operator sets (AI_BASE_URL too
 * when AI is off altogether), before anything is counted or called.
 */
export function requireModels(
  ai: AiProvider | null,
  needs: readonly (keyof typeof variableOf)[],
): AiProvider {
  const config = ai?.config ?? null;
  const has = { chat: Boolean(config?.chatModel), embedding: Boolean(config?.embeddingModel) };
  if (ai && needs.every((need) => has[need])) return ai;
  const wanted = new Set<string>(['AI_BASE_URL', ...needs.map((need) => variableOf[need])]);
  throw aiNotConfigured(aiStatusOf(config).missing.filter((name) => wanted.has(name)));
}

/** The embedding model's name, or 503 AI_NOT_CONFIGURED (see requireModels). */
export function requireEmbeddingModel(ai: AiProvider | null): string {
  const model = requireModels(ai, ['embedding']).config.embeddingModel;
  if (!model) throw aiNotConfigured(['AI_EMBEDDING_MODEL']);
  return model;
}
