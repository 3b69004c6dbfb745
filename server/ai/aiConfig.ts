import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { AiStatus } from '@common/schemas/ai';

/** The most texts one embeddings call takes (the provider's batch limit). */
export const EMBED_BATCH_MAX = 256;

/** The operator's AI settings, as `server/env.ts` parsed them. */
export interface AiSettings {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  chatModel?: string | undefined;
  embeddingModel?: string | undefined;
  transcriptionModel?: string | undefined;
  localOnly: boolean;
  /** How long one model call may take in all, streaming included. */
  timeoutMs: number;
}

/** A provider this server may call, with the models switched on. */
export interface AiConfig {
  baseUrl: string;
  /** Local servers ignore it, but the OpenAI protocol (and Ollama) want one. */
  apiKey: string;
  chatModel: string | null;
  embeddingModel: string | null;
  transcriptionModel: string | null;
  localOnly: boolean;
  timeoutMs: number;
}

/** Thrown at start when AI_LOCAL_ONLY is on and AI_BASE_URL leaves this machine's network. */
export class AiLocalOnlyError extends Error {
  override name = 'AiLocalOnlyError';
}

/** Loopback, private (RFC 1918, unique-local), link-local and CGNAT ranges: this machine or its network. */
const localNetworks = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addSubnet('100.64.0.0', 10, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  return list;
})();

export function isLocalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return localNetworks.check(mapped, 'ipv4');
  return localNetworks.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Every address the host resolves to must be local: a name that resolves outside is refused too. */
async function assertLocal(baseUrl: string): Promise<void> {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => {
          throw new AiLocalOnlyError(
            `AI_LOCAL_ONLY is on and ${host} (AI_BASE_URL) cannot be resolved, so it cannot be shown to be local.`,
          );
        },
      );
  const outside = addresses.find((address) => !isLocalAddress(address));
  if (outside !== undefined)
    throw new AiLocalOnlyError(
      `AI_LOCAL_ONLY is on, but AI_BASE_URL's host ${host} is ${outside}, which is not this machine or a private network. Point AI_BASE_URL at a local model server or unset AI_LOCAL_ONLY.`,
    );
}

/**
 * The provider from the settings, or null when no model is set (AI off).
 * Refuses a non-local provider under AI_LOCAL_ONLY.
 */
export async function resolveAiConfig(settings: AiSettings): Promise<AiConfig | null> {
  const chatModel = settings.chatModel ?? null;
  const embeddingModel = settings.embeddingModel ?? null;
  const transcriptionModel = settings.transcriptionModel ?? null;
  if (!chatModel && !embeddingModel && !transcriptionModel) return null;
  const baseUrl = (settings.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  if (settings.localOnly) await assertLocal(baseUrl);
  return {
    baseUrl,
    apiKey: settings.apiKey ?? 'not-needed',
    chatModel,
    embeddingModel,
    transcriptionModel,
    localOnly: settings.localOnly,
    timeoutMs: settings.timeoutMs,
  };
}

/** What `/api/ai/status` tells every AI control. */
export function aiStatusOf(config: AiConfig | null, localOnly = false): AiStatus {
  const missing: string[] = [];
  if (!config?.chatModel) missing.push('AI_CHAT_MODEL');
  if (!config?.embeddingModel) missing.push('AI_EMBEDDING_MODEL');
  if (!config?.transcriptionModel) missing.push('AI_TRANSCRIPTION_MODEL');
  if (!config) missing.unshift('AI_BASE_URL');
  return {
    chat: Boolean(config?.chatModel),
    embeddings: Boolean(config?.embeddingModel),
    transcription: Boolean(config?.transcriptionModel),
    provider: config ? new URL(config.baseUrl).host : null,
    localOnly: config?.localOnly ?? localOnly,
    missing,
  };
}
