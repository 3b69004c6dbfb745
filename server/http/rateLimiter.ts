/**
 * Counts hits per key in fixed windows, in this process's memory. Enough to
 * slow down guessing against one account; spread over several instances each
 * counts its own share, which still bounds the total.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, hits: 1 });
      return true;
    }
    current.hits++;
    return current.hits <= this.limit;
  }

  /** Seconds until the key's window ends. */
  retryAfterSeconds(key: string): number {
    const current = this.windows.get(key);
    if (!current) return 0;
    return Math.max(1, Math.ceil((current.startedAt + this.windowMs - this.now()) / 1000));
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
