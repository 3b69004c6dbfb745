import type { Counters } from '../scale/counters';

/** Wrong passwords allowed from one address for one account before delays start. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 15 * 60_000;
/** A quiet address is forgiven: its failures are forgotten an hour after the last one. */
const FORGET_AFTER_MS = 60 * 60_000;

/**
 * Slows down password guessing per client address and e-mail together: after
 * FREE_FAILURES wrong passwords, each attempt must wait a delay that doubles
 * with every further failure (2 s, 4 s, 8 s … up to 15 minutes); a success
 * clears it. Keyed by both, so a stranger's guesses from their address never
 * delay the account's owner at theirs. (Better Auth's own limit caps each
 * address across all e-mails.) The failures are counted in the app's
 * `Counters` (memory, or Redis shared by every instance), each count
 * forgotten an hour after its latest failure.
 */
export const signInThrottle = {
  /** Milliseconds before this address may try this e-mail again; 0 when it may now. */
  async waitMs(counters: Counters, address: string, email: string): Promise<number> {
    const failures = await counters.read(keyOf(address, email));
    if (!failures || failures.count < FREE_FAILURES) return 0;
    const delay = Math.min(
      FIRST_DELAY_MS * 2 ** (failures.count - FREE_FAILURES),
      LONGEST_DELAY_MS,
    );
    // The count ends FORGET_AFTER_MS after the last failure: that far back is when it was.
    const sinceLastFailure = FORGET_AFTER_MS - failures.endsInMs;
    return Math.max(0, delay - sinceLastFailure);
  },

  async recordFailure(counters: Counters, address: string, email: string): Promise<void> {
    await counters.increment(keyOf(address, email), FORGET_AFTER_MS, 'sliding');
  },

  async recordSuccess(counters: Counters, address: string, email: string): Promise<void> {
    await counters.forget(keyOf(address, email));
  },
};

const keyOf = (address: string, email: string) => `sign-in:${address} ${email}`;
