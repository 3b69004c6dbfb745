import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import { getTestServer } from '../test/support';
import { idleAuthStoragesSwitchedOff } from './auth';
import { switchOffWhenIdle } from './idleContextStorage';

function watchedStorage() {
  const storage = new AsyncLocalStorage<string>();
  switchOffWhenIdle(storage);
  const disable = vi.spyOn(storage, 'disable');
  return { storage, disable };
}

describe('switchOffWhenIdle', () => {
  it('keeps each run’s store through its awaits, and switches off once the last run has ended', async () => {
    const { storage, disable } = watchedStorage();
    // Each run notes which store it saw after each await. The two runs' awaits interleave in
    // whatever order a busy machine's timers fire, so the notes are compared as a set.
    const seen: string[] = [];
    const work = async (run: string, wait: number) => {
      await sleep(wait);
      seen.push(`${run} saw ${storage.getStore()}`);
      await sleep(wait);
      seen.push(`${run} saw ${storage.getStore()}`);
    };
    const first = storage.run('first', () => work('first', 5));
    const second = storage.run('second', () => work('second', 20));
    await first;
    expect(disable).not.toHaveBeenCalled();
    await second;
    expect(disable).toHaveBeenCalledTimes(1);
    expect(seen.toSorted()).toEqual([
      'first saw first',
      'first saw first',
      'second saw second',
      'second saw second',
    ]);
  });

  it('works again after being switched off, for runs that end at once or throw', async () => {
    const { storage, disable } = watchedStorage();
    expect(storage.run('sync', () => storage.getStore())).toBe('sync');
    expect(disable).toHaveBeenCalledTimes(1);
    expect(() =>
      storage.run('thrown', () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    await expect(
      storage.run('rejected', async () => {
        await sleep(1);
        throw new Error(`refused in ${storage.getStore()}`);
      }),
    ).rejects.toThrow('refused in rejected');
    expect(disable).toHaveBeenCalledTimes(3);
    expect(await storage.run('again', async () => (await sleep(1), storage.getStore()))).toBe(
      'again',
    );
  });
});

describe('Better Auth’s storages', () => {
  it('are switched off after a sign-up and a sign-in, which still work', async () => {
    await idleAuthStoragesSwitchedOff;
    const storages = [
      await getRequestStateAsyncLocalStorage(),
      await getCurrentAuthContextAsyncLocalStorage(),
    ];
    const disables = storages.map((storage) => vi.spyOn(storage, 'disable'));
    const server = await getTestServer();
    const user = await buildUser(server);
    const cookie = await signIn(server, user);
    const me = await server.get('/api/me', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    for (const disable of disables) expect(disable).toHaveBeenCalled();
    for (const storage of storages) expect(storage.getStore()).toBeUndefined();
  }, 30_000);
});
