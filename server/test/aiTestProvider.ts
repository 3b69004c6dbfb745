import type { AiConfig } from '../ai/aiConfig';
import { createAiProvider, type AiProvider } from '../ai/aiProvider';
import { createLogger } from '../logger';
import type { AiStandIn } from './aiStandIn';

/**
 * A real provider over the stand-in model server, as a test app's `ai`:
 * every model on unless `models` switches some off (null).
 */
export function standInProvider(
  standIn: AiStandIn,
  models: Partial<Pick<AiConfig, 'chatModel' | 'embeddingModel' | 'transcriptionModel'>> = {},
  timeoutMs = 10_000,
): AiProvider {
  return createAiProvider(
    {
      baseUrl: standIn.url,
      apiKey: 'test',
      chatModel: 'stand-in-chat',
      embeddingModel: 'stand-in-embed',
      transcriptionModel: 'stand-in-whisper',
      ...models,
      localOnly: true,
      timeoutMs,
    },
    createLogger('silent', false),
  );
}
