import type { Logger } from '../logger';

/** What every handler finds on the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
