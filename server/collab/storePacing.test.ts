import { Hocuspocus } from '@hocuspocus/server';
import { describe, expect, it, vi } from 'vitest';
import {
  createStorePacing,
  paceStores,
  STORE_AFTER_PAUSE_MS,
  STORE_AT_LEAST_EVERY_MS,
} from './storePacing';

describe('createStorePacing', () => {
  it("keeps Hocuspocus' waits for a document never stored or cheap to store", () => {
    const pacing = createStorePacing();
    const defaults = { debounce: STORE_AFTER_PAUSE_MS, maxDebounce: STORE_AT_LEAST_EVERY_MS };
    const document = {};
    expect(pacing.waitsFor(document)).toEqual(defaults);
    pacing.record(document, 40);
    expect(pacing.waitsFor(document)).toEqual(defaults);
  });

  it('waits longer for a document whose last store was costly, up to a bound', () => {
    const pacing = createStorePacing();
    const long = {};
    const short = {};
    pacing.record(long, 300);
    pacing.record(short, 5);
    expect(pacing.waitsFor(long)).toEqual({ debounce: 3_000, maxDebounce: 15_000 });
    expect(pacing.waitsFor(short).maxDebounce).toBe(STORE_AT_LEAST_EVERY_MS);
    pacing.record(long, 20_000);
    expect(pacing.waitsFor(long)).toEqual({ debounce: 10_000, maxDebounce: 60_000 });
    // Its last store is what counts: cheap again, back to the defaults.
    pacing.record(long, 10);
    expect(pacing.waitsFor(long).debounce).toBe(STORE_AFTER_PAUSE_MS);
  });
});

describe('paceStores', () => {
  function pacedServer() {
    const hocuspocus = new Hocuspocus({
      quiet: true,
      debounce: STORE_AFTER_PAUSE_MS,
      maxDebounce: STORE_AT_LEAST_EVERY_MS,
    });
    const pacing = createStorePacing();
    paceStores(hocuspocus, pacing);
    // What Hocuspocus' debouncer is asked: the waits are its third and fourth arguments.
    const debounce = vi.spyOn(hocuspocus.debouncer, 'debounce').mockResolvedValue(undefined);
    return { hocuspocus, pacing, debounce };
  }
  type Store = Parameters<Hocuspocus['storeDocumentHooks']>;
  const fakeDocument = (name: string) => ({ name }) as unknown as Store[0];
  const payload = {} as Store[1];

  it("schedules each document's store with its own waits, and leaves the configuration as it was", async () => {
    const { hocuspocus, pacing, debounce } = pacedServer();
    const long = fakeDocument('long');
    const short = fakeDocument('short');
    pacing.record(long, 300);

    await hocuspocus.storeDocumentHooks(long, payload);
    await hocuspocus.storeDocumentHooks(short, payload);

    expect(debounce.mock.calls.map(([id, , wait, most]) => [id, wait, most])).toEqual([
      ['onStoreDocument-long', 3_000, 15_000],
      ['onStoreDocument-short', STORE_AFTER_PAUSE_MS, STORE_AT_LEAST_EVERY_MS],
    ]);
    expect(hocuspocus.configuration.debounce).toBe(STORE_AFTER_PAUSE_MS);
    expect(hocuspocus.configuration.maxDebounce).toBe(STORE_AT_LEAST_EVERY_MS);
  });

  it('still paces once the configuration has been replaced', async () => {
    const { hocuspocus, pacing, debounce } = pacedServer();
    hocuspocus.configure({ timeout: 30_000 });
    const long = fakeDocument('long');
    pacing.record(long, 300);
    await hocuspocus.storeDocumentHooks(long, payload);
    expect(debounce.mock.calls[0]?.slice(2)).toEqual([3_000, 15_000]);
    expect(hocuspocus.configuration.debounce).toBe(STORE_AFTER_PAUSE_MS);
  });

  it('does not delay a store asked for at once', async () => {
    const { hocuspocus, pacing, debounce } = pacedServer();
    const long = fakeDocument('long');
    pacing.record(long, 300);
    await hocuspocus.storeDocumentHooks(long, payload, true);
    expect(debounce.mock.calls[0]?.[2]).toBe(0);
  });
});
