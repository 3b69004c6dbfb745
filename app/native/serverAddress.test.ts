import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from './nativeTestSupport';
import { checkServerAddress, normalizeServerAddress, saveServerAddress } from './serverAddress';
import { currentServerAddress, resetServerConnectionForTests } from './serverConnection';

afterEach(() => resetServerConnectionForTests());

describe('normalizeServerAddress', () => {
  it('takes a host name as https and keeps an origin as it is', () => {
    expect(normalizeServerAddress(' notes.example.com/ ')).toEqual({
      ok: true,
      address: 'https://notes.example.com',
    });
    expect(normalizeServerAddress('http://192.168.1.20:3000')).toEqual({
      ok: true,
      address: 'http://192.168.1.20:3000',
    });
  });

  it('refuses what is not a server’s address, saying why', () => {
    expect(normalizeServerAddress('')).toEqual({
      ok: false,
      message: 'Enter the address of your Inkling server.',
    });
    expect(normalizeServerAddress('ftp://notes.example.com')).toMatchObject({
      ok: false,
      message: 'The address must start with https:// (or http://).',
    });
    expect(normalizeServerAddress('https://notes.example.com/app')).toMatchObject({
      ok: false,
      message: 'Use the server’s address alone, without a path: https://notes.example.com',
    });
    expect(normalizeServerAddress('https://me:pw@notes.example.com')).toMatchObject({ ok: false });
    expect(normalizeServerAddress('not a host')).toMatchObject({
      ok: false,
      message: '“not a host” is not a web address. Try notes.example.com.',
    });
  });
});

describe('checkServerAddress', () => {
  it('takes an address whose /api/health answers ok', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        jsonAnswer({ status: 'ok', database: 'pglite', version: '1', vectors: 'none' }),
      );
    await expect(checkServerAddress('notes.example.com', fetchImpl)).resolves.toEqual({
      ok: true,
      address: 'https://notes.example.com',
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://notes.example.com/api/health',
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('says when nothing answers, when the database is down and when it is another site', async () => {
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkServerAddress('notes.example.com', down)).resolves.toEqual({
      ok: false,
      message:
        'Could not reach notes.example.com. Check the address and your connection, and that the server allows this app (NATIVE_APP_ORIGINS).',
    });
    const slow = vi
      .fn<typeof fetch>()
      .mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(checkServerAddress('notes.example.com', slow)).resolves.toMatchObject({
      message:
        'notes.example.com did not answer within 10 seconds. Check the address and your connection.',
    });
    const noDatabase = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonAnswer({ error: { code: 'UNAVAILABLE' } }, { status: 503 }));
    await expect(checkServerAddress('notes.example.com', noDatabase)).resolves.toMatchObject({
      message:
        'notes.example.com is an Inkling server, but its database is not answering. Try again in a moment.',
    });
    const other = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>Not found</html>', { status: 404 }));
    await expect(checkServerAddress('example.com', other)).resolves.toMatchObject({
      message: 'example.com answered, but it is not an Inkling server (HTTP 404).',
    });
    const notInkling = vi.fn<typeof fetch>().mockResolvedValue(jsonAnswer({ hello: 'world' }));
    await expect(checkServerAddress('example.com', notInkling)).resolves.toMatchObject({
      ok: false,
    });
  });

  it('does not call anything for an address it refuses', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await checkServerAddress('https://notes.example.com/path', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('saveServerAddress', () => {
  it('keeps the address on the device and answers whether it replaced another', async () => {
    await expect(saveServerAddress('https://a.example.com')).resolves.toBe(false);
    expect(currentServerAddress()).toBe('https://a.example.com');
    await expect(saveServerAddress('https://a.example.com')).resolves.toBe(false);
    await expect(saveServerAddress('https://b.example.com')).resolves.toBe(true);
    expect(localStorage.getItem('inkling_server_address')).toBe('https://b.example.com');
  });
});
