import type { SessionUser } from '../auth/auth';
import type { Logger } from '../logger';
import type { Counters } from '../scale/counters';

/** What every handler finds on the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** The client's address: see clientIp(). */
    clientIp: string;
    /** Where rate limits count: this process's memory, or Redis shared by every instance. */
    counters: Counters;
    /** Set by requireSession() on routes that need a signed-in user (or by the idempotency keys, which read the session first). */
    user: SessionUser;
  };
}
