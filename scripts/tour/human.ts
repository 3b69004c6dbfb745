import type { BrowserContext, Locator, Page } from '@playwright/test';
import { sleep } from './app';

/**
 * A drawn mouse pointer for the recording: headless Chromium's screencast
 * shows no cursor, and a tour where buttons press themselves is hard to
 * follow. It follows real mouse events, so it goes wherever Playwright's
 * mouse goes, and pulses on a click.
 */
export async function installPointer(context: BrowserContext) {
  // A string, not a function: tsx would wrap a function's inner functions in a
  // helper (__name) that does not exist in the page.
  await context.addInitScript(pointerScript);
}

const pointerScript = `(() => {
  const install = () => {
    if (document.getElementById('tour-pointer')) return;
    const pointer = document.createElement('div');
    pointer.id = 'tour-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    pointer.innerHTML =
      '<svg width="22" height="26" viewBox="0 0 22 26"><path d="M2 2 L2 21 L7 16.5 L10.5 24 L14 22.5 L10.5 15 L17.5 15 Z" fill="#111" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    Object.assign(pointer.style, {
      position: 'fixed', left: '0', top: '0', zIndex: '2147483647', pointerEvents: 'none',
      transform: 'translate(-100px, -100px)', filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.35))',
    });
    const ring = document.createElement('div');
    Object.assign(ring.style, {
      position: 'absolute', left: '-14px', top: '-14px', width: '30px', height: '30px',
      borderRadius: '50%', background: 'rgba(124, 58, 237, .35)', opacity: '0',
      transition: 'opacity .25s, transform .25s', transform: 'scale(.4)',
    });
    pointer.prepend(ring);
    document.body.append(pointer);
    // React owns the document and may drop nodes it did not render while hydrating: re-attach.
    setInterval(() => {
      if (!pointer.isConnected) document.body.append(pointer);
    }, 100);
    const saved = sessionStorage.getItem('tour-pointer');
    if (saved) pointer.style.transform = saved;
    const options = { capture: true, passive: true };
    window.addEventListener('mousemove', (event) => {
      const transform = 'translate(' + (event.clientX - 2) + 'px, ' + (event.clientY - 2) + 'px)';
      pointer.style.transform = transform;
      sessionStorage.setItem('tour-pointer', transform);
    }, options);
    window.addEventListener('mousedown', () => {
      ring.style.opacity = '1';
      ring.style.transform = 'scale(1)';
    }, options);
    window.addEventListener('mouseup', () => {
      ring.style.opacity = '0';
      ring.style.transform = 'scale(.4)';
    }, options);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install);
  else install();
})();`;

/** Drives a page at a human pace: the pointer glides, keys are typed one by one. */
export class Human {
  private x = 640;
  private y = 400;
  private seed = 7;

  constructor(readonly page: Page) {}

  /** A repeatable pseudo-random number in [0, 1): the same run types the same way. */
  private random() {
    this.seed = (this.seed * 16807) % 2147483647;
    return (this.seed - 1) / 2147483646;
  }

  /** Glides the pointer to (x, y) in `durationMs` of real time, easing in and out. */
  async moveTo(x: number, y: number, durationMs = 450) {
    const fromX = this.x;
    const fromY = this.y;
    const start = Date.now();
    for (;;) {
      const t = Math.min((Date.now() - start) / durationMs, 1);
      const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
      await this.page.mouse.move(fromX + (x - fromX) * eased, fromY + (y - fromY) * eased);
      if (t >= 1) break;
      await sleep(16);
    }
    this.x = x;
    this.y = y;
  }

  /** Glides to the middle of an element (scrolled into view first). */
  async hover(target: Locator, durationMs = 450) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`cannot point at ${target.toString()}: not visible`);
    await this.moveTo(box.x + Math.min(box.width / 2, 60), box.y + box.height / 2, durationMs);
  }

  async click(target: Locator, options: { pauseBefore?: number; pauseAfter?: number } = {}) {
    await this.hover(target);
    await sleep(options.pauseBefore ?? 150);
    await this.page.mouse.down();
    await sleep(80);
    await this.page.mouse.up();
    await sleep(options.pauseAfter ?? 250);
  }

  /**
   * Types text key by key, a key every 45–95 ms (a little longer after spaces
   * and punctuation), counting the time the key itself took.
   */
  async type(text: string, speed = 1) {
    for (const character of text) {
      const start = Date.now();
      await this.page.keyboard.type(character);
      const base = 45 + this.random() * 50;
      const extra = /[\s.,:;!?]/.test(character) ? 50 + this.random() * 60 : 0;
      await sleep(Math.max(0, (base + extra) / speed - (Date.now() - start)));
    }
  }

  async press(key: string, pauseAfter = 300) {
    await this.page.keyboard.press(key);
    await sleep(pauseAfter);
  }

  /** Scrolls the page smoothly by `distance` pixels in `durationMs` of real time. */
  async scroll(distance: number, durationMs = 1200) {
    const start = Date.now();
    let done = 0;
    for (;;) {
      const t = Math.min((Date.now() - start) / durationMs, 1);
      const target = distance * (1 - (1 - t) ** 2);
      await this.page.mouse.wheel(0, target - done);
      done = target;
      if (t >= 1) break;
      await sleep(30);
    }
  }
}
