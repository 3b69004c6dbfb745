import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AiConfigModule from './aiConfig';
import type { AiSettings } from './aiConfig';

/**
 * Names resolve through this table, never through the machine's DNS: the
 * tests give the same answer offline, and a name's addresses are whatever
 * the test needs.
 */
vi.mock('node:dns/promises', () => {
  const names: Record<string, string[]> = {
    localhost: ['127.0.0.1', '::1'],
    'models.lan': ['192.168.1.10'],
    'api.example.com': ['93.184.216.34'],
    'split.example.com': ['10.0.0.7', '8.8.8.8'],
  };
  return {
    lookup: (host: string) => {
      const addresses = names[host];
      if (!addresses)
        return Promise.reject(
          Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }),
        );
      return Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    },
  };
});

/**
 * The module, imported afresh after the mock: the test setup has already
 * loaded it (through the app) with the real resolver.
 */
let aiConfig: typeof AiConfigModule;
beforeAll(async () => {
  vi.resetModules();
  aiConfig = await import('./aiConfig');
});

const settings = (overrides: Partial<AiSettings> = {}): AiSettings => ({
  chatModel: 'llama3.2',
  localOnly: true,
  timeoutMs: 120_000,
  ...overrides,
});

const localOnly = (baseUrl: string) => aiConfig.resolveAiConfig(settings({ baseUrl }));

describe('resolveAiConfig', () => {
  it('is null (AI off) when no model is set, whatever else is', async () => {
    expect(
      await aiConfig.resolveAiConfig({
        baseUrl: 'https://8.8.8.8/v1',
        apiKey: 'sk-x',
        localOnly: true,
        timeoutMs: 1000,
      }),
    ).toBeNull();
  });

  it('turns on each capability whose model is set, with the hosted API and a placeholder key by default', async () => {
    expect(
      await aiConfig.resolveAiConfig({
        embeddingModel: 'text-embedding-3-small',
        localOnly: false,
        timeoutMs: 9,
      }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'not-needed',
      chatModel: null,
      embeddingModel: 'text-embedding-3-small',
      transcriptionModel: null,
      localOnly: false,
      timeoutMs: 9,
    });
    const config = await aiConfig.resolveAiConfig(
      settings({ baseUrl: 'http://127.0.0.1:11434/v1/', apiKey: 'ollama' }),
    );
    expect(config).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'ollama' });
  });

  it('with AI_LOCAL_ONLY, accepts this machine and private networks', async () => {
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://localhost:8080/v1',
      'http://[::1]:8080/v1',
      'http://10.1.2.3/v1',
      'http://192.168.1.20:11434/v1',
      'http://172.16.0.1/v1',
      'http://172.31.255.254/v1',
      'http://[::ffff:127.0.0.1]:8000/v1',
      'http://[fd00::1]/v1',
      'http://models.lan:11434/v1',
    ])
      await expect(localOnly(url), url).resolves.toMatchObject({ localOnly: true });
  });

  it('with AI_LOCAL_ONLY, refuses a public address, naming the variables', async () => {
    for (const url of [
      'https://8.8.8.8/v1',
      'http://172.32.0.1/v1',
      'http://11.0.0.1/v1',
      'http://[2001:4860:4860::8888]/v1',
      'http://[::ffff:8.8.8.8]/v1',
      'https://api.example.com/v1',
      // One address outside is enough to refuse a name.
      'https://split.example.com/v1',
    ]) {
      const refused = localOnly(url);
      await expect(refused, url).rejects.toBeInstanceOf(aiConfig.AiLocalOnlyError);
      await expect(refused, url).rejects.toThrow(/AI_LOCAL_ONLY is on, but AI_BASE_URL/);
    }
  });

  it('with AI_LOCAL_ONLY, refuses a name that cannot be resolved', async () => {
    await expect(localOnly('http://no-such-host.invalid/v1')).rejects.toThrow(
      'AI_LOCAL_ONLY is on and no-such-host.invalid (AI_BASE_URL) cannot be resolved',
    );
  });

  it('without AI_LOCAL_ONLY, takes any address', async () => {
    await expect(
      aiConfig.resolveAiConfig(settings({ baseUrl: 'https://8.8.8.8/v1', localOnly: false })),
    ).resolves.toMatchObject({ baseUrl: 'https://8.8.8.8/v1', localOnly: false });
  });
});

describe('isLocalAddress', () => {
  it('knows loopback, private, link-local and shared ranges, and nothing else', () => {
    for (const address of ['127.0.0.1', '10.255.0.1', '169.254.1.1', '100.64.0.1', 'fe80::1'])
      expect(aiConfig.isLocalAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '192.169.0.1', '2606:4700::1111', 'localhost', ''])
      expect(aiConfig.isLocalAddress(address), address).toBe(false);
  });
});
