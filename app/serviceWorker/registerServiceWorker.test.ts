import { SERVICE_WORKER_UPDATE_MS } from '@common/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: events the test fires, calls it records. */
const fakeWorkbox = vi.hoisted(() => {
  return {
    target: new EventTarget(),
    register: vi.fn(() => Promise.resolve(undefined)),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
});
vi.mock('workbox-window', () => ({
  Workbox: class {
    // A fresh target per registration, as each test registers anew.
    target = (fakeWorkbox.target = new EventTarget());
    addEventListener = this.target.addEventListener.bind(this.target);
    register = fakeWorkbox.register;
    update = fakeWorkbox.update;
    messageSkipWaiting = fakeWorkbox.messageSkipWaiting;
  },
}));

const { registerServiceWorker } = await import('./registerServiceWorker');

let container: EventTarget & { controller: object | null };
let reload: ReturnType<typeof vi.fn>;
let stop: () => void;

function start(controller: object | null) {
  container = Object.assign(new EventTarget(), { controller });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  reload = vi.fn();
  Object.defineProperty(window, 'location', { value: { reload }, configurable: true });
  stop = registerServiceWorker();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  document.body.innerHTML = '<form><input id="name" type="text" /></form>';
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registering /sw.js', () => {
  it('checks for a new version every SERVICE_WORKER_UPDATE_MS and when the tab is shown', () => {
    start(null);
    expect(fakeWorkbox.register).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SERVICE_WORKER_UPDATE_MS);
    expect(fakeWorkbox.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fakeWorkbox.update).toHaveBeenCalledTimes(2);
  });

  it('a new version waiting under a controller is told to skip waiting, and the page reloads once it controls', () => {
    start({ scriptURL: '/sw.js' });
    fakeWorkbox.target.dispatchEvent(new Event('waiting'));
    expect(fakeWorkbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('no skip-waiting without a controller', () => {
    start(null);
    fakeWorkbox.target.dispatchEvent(new Event('waiting'));
    expect(fakeWorkbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('the first worker claiming a page it did not serve does not reload it', () => {
    start(null);
    container.controller = { scriptURL: '/sw.js' };
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while a field holds unsaved text, then goes on', () => {
    start({ scriptURL: '/sw.js' });
    const field = document.getElementById('name') as HTMLInputElement;
    field.value = 'half a thought';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    fakeWorkbox.target.dispatchEvent(new Event('waiting'));
    vi.advanceTimersByTime(10_000);
    expect(fakeWorkbox.messageSkipWaiting).not.toHaveBeenCalled();
    field.value = '';
    vi.advanceTimersByTime(10_000);
    expect(fakeWorkbox.messageSkipWaiting).toHaveBeenCalledOnce();
  });
});
