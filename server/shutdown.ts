import type { ServerType } from '@hono/node-server';
import type { Logger } from './logger';

/** How long in-flight requests get to finish before the process exits anyway. */
const GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests
 * finish, then run the cleanup (close the database, release its lock) and exit.
 * A second signal exits at once.
 */
export function handleShutdown(
  server: ServerType,
  logger: Logger,
  cleanup: () => Promise<void>,
  /** Runs first: ends long-lived connections (WebSockets) that would keep the server open. */
  beforeClose: () => Promise<void> = () => Promise.resolve(),
) {
  let stopping = false;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');

    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish in time: exiting');
      process.exit(1);
    }, GRACE_MS);
    force.unref();

    const closeServer = () =>
      server.close((error) => {
        if (error) logger.error({ err: error }, 'error while closing the HTTP server');
        cleanup()
          .then(() => {
            logger.info('shut down cleanly');
            process.exit(0);
          })
          .catch((cleanupError: unknown) => {
            logger.error({ err: cleanupError }, 'error during shutdown cleanup');
            process.exit(1);
          });
      });
    beforeClose()
      .catch((error: unknown) =>
        logger.error({ err: error }, 'error while closing live connections'),
      )
      .finally(() => {
        closeServer();
        // Idle keep-alive connections would hold `close` open until they time out.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
  };

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
