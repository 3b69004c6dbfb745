import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, onSlowOrMeteredConnection, prefetchWhenIdle } from './idleWork';

/** A stand-in for the browser's idle callbacks: each runs when the test says so. */
let idleQueue: IdleRequestCallback[] = [];
const runIdle = (timeRemaining: number) => {
  const queued = idleQueue;
  idleQueue = [];
  for (const callback of queued)
    callback({ didTimeout: false, timeRemaining: () => timeRemaining });
};

beforeEach(() => {
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleQueue.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idleQueue.splice(id - 1, 1);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  Reflect.deleteProperty(document, 'readyState');
});

const loading = () =>
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    loading();
    const work = vi.fn();
    afterLoadWhenIdle(work);
    expect(idleQueue).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    runIdle(50);
    expect(work).toHaveBeenCalledOnce();
  });

  it('only waits for idle time when the page has already loaded', () => {
    const work = vi.fn();
    afterLoadWhenIdle(work);
    runIdle(50);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    loading();
    const work = vi.fn();
    afterLoadWhenIdle(work)();
    window.dispatchEvent(new Event('load'));
    runIdle(50);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('onSlowOrMeteredConnection', () => {
  const connection = (value: object | undefined) =>
    vi.stubGlobal('navigator', { ...navigator, connection: value });

  it('is true when saving data or on 3G or slower', () => {
    connection({ saveData: true, effectiveType: '4g' });
    expect(onSlowOrMeteredConnection()).toBe(true);
    connection({ saveData: false, effectiveType: '3g' });
    expect(onSlowOrMeteredConnection()).toBe(true);
    connection({ effectiveType: 'slow-2g' });
    expect(onSlowOrMeteredConnection()).toBe(true);
  });

  it('is false on a fast connection, or when the browser does not say', () => {
    connection({ saveData: false, effectiveType: '4g' });
    expect(onSlowOrMeteredConnection()).toBe(false);
    connection(undefined);
    expect(onSlowOrMeteredConnection()).toBe(false);
  });
});

describe('prefetchWhenIdle', () => {
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
  const prefetched = () => links().map((link) => link.getAttribute('href'));
  const finish = (href: string) =>
    links()
      .find((link) => link.getAttribute('href') === href)
      ?.dispatchEvent(new Event('load'));

  it('adds prefetch links in idle periods, two under way at most, skipping files the page has', () => {
    const loaded = document.createElement('link');
    loaded.rel = 'modulepreload';
    loaded.href = '/assets/shell.js';
    document.head.append(loaded);

    prefetchWhenIdle(['/a.js', '/assets/shell.js', '/b.js', '/a.js', '/c.css', '/d.js']);
    expect(prefetched()).toEqual([]);
    runIdle(0); // a busy moment: one link, then wait for the next idle period
    expect(prefetched()).toEqual(['/a.js']);
    runIdle(50);
    expect(prefetched()).toEqual(['/a.js', '/b.js']);
    expect(idleQueue).toHaveLength(0); // two under way: nothing more until one ends

    finish('/a.js');
    runIdle(50);
    expect(prefetched()).toEqual(['/a.js', '/b.js', '/c.css']);
    links()[1]?.dispatchEvent(new Event('error')); // a failed one frees its place too
    runIdle(50);
    expect(prefetched()).toEqual(['/a.js', '/b.js', '/c.css', '/d.js']);
    finish('/c.css');
    finish('/d.js');
    expect(idleQueue).toHaveLength(0);
  });

  it('stops adding links once cancelled', () => {
    const stop = prefetchWhenIdle(['/a.js', '/b.js', '/c.js']);
    runIdle(0);
    stop();
    finish('/a.js');
    runIdle(50);
    expect(prefetched()).toEqual(['/a.js']);
  });
});
