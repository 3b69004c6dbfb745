import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { RevokedSession, SessionRevocations } from '../auth/sessionRevocations';
import type { Logger } from '../logger';

const CHANNEL = 'inkling:session-revoked';

const messageSchema = z.object({
  from: z.string(),
  session: z.object({ id: z.string(), token: z.string(), userId: z.string() }),
});

/**
 * Session revocations heard by every instance: a revocation published here
 * goes to this process's listeners and out on a Redis channel; the others'
 * come in from it to the same listeners (the collaboration sockets, the
 * session cache). So signing out everywhere on one instance closes the
 * sockets and refuses the requests of that session on all of them at once.
 * Returns the revocations and the function that stops listening.
 */
export async function shareRevocations(
  local: SessionRevocations,
  redis: Redis,
  logger: Logger,
): Promise<{ revocations: SessionRevocations; close: () => Promise<void> }> {
  const self = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    const parsed = messageSchema.safeParse(safeJson(text));
    if (!parsed.success) return logger.warn('ignored a malformed session revocation from Redis');
    if (parsed.data.from !== self) local.publish(parsed.data.session);
  });
  await subscriber.subscribe(CHANNEL);

  const revocations: SessionRevocations = {
    publish(session: RevokedSession) {
      local.publish(session);
      redis.publish(CHANNEL, JSON.stringify({ from: self, session })).catch((error: unknown) =>
        // The other instances still drop it at their next session check (30 s).
        logger.error({ err: error }, 'could not tell the other instances of a sign-out'),
      );
    },
    subscribe: (listener) => local.subscribe(listener),
  };
  return {
    revocations,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
