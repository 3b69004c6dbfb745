import type { SessionUser } from '../auth/auth';
import type { Logger } from '../logger';

/** What every handler finds on the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** The client's address: see clientIp(). */
    clientIp: string;
    /** Set by requireSession() on routes that need a signed-in user (or by the idempotency keys, which read the session first). */
    user: SessionUser;
  };
}
