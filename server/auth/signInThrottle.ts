/** Wrong passwords allowed from one address for one account before delays start. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 15 * 60_000;
/** A quiet address is forgiven: its failures are forgotten an hour after the last one. */
const FORGET_AFTER_MS = 60 * 60_000;

interface Failures {
  count: number;
  last: number;
}

/**
 * Slows down password guessing per client address and e-mail together: after
 * FREE_FAILURES wrong passwords, each attempt must wait a delay that doubles
 * with every further failure (2 s, 4 s, 8 s … up to 15 minutes); a success
 * clears it. Keyed by both, so a stranger's guesses from their address never
 * delay the account's owner at theirs. (Better Auth's own limit caps each
 * address across all e-mails.) In this process's memory, like the other limiters.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, Failures>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds before this address may try this e-mail again; 0 when it may now. */
  waitMs(address: string, email: string): number {
    const entry = this.failures.get(keyOf(address, email));
    if (!entry || entry.count < FREE_FAILURES) return 0;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** (entry.count - FREE_FAILURES), LONGEST_DELAY_MS);
    return Math.max(0, entry.last + delay - this.now());
  }

  recordFailure(address: string, email: string) {
    const now = this.now();
    this.sweep(now);
    const key = keyOf(address, email);
    const entry = this.failures.get(key);
    const count = entry && now - entry.last < FORGET_AFTER_MS ? entry.count : 0;
    this.failures.set(key, { count: count + 1, last: now });
  }

  recordSuccess(address: string, email: string) {
    this.failures.delete(keyOf(address, email));
  }

  private sweep(now: number) {
    if (now - this.lastSweep < FORGET_AFTER_MS) return;
    this.lastSweep = now;
    for (const [key, entry] of this.failures) {
      if (now - entry.last >= FORGET_AFTER_MS) this.failures.delete(key);
    }
  }
}

const keyOf = (address: string, email: string) => `${address} ${email}`;
