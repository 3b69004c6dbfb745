import { randomUUID } from 'node:crypto';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { OutgoingMessage } from '@hocuspocus/server';
import type { Redis } from 'ioredis';
import { redisAddress } from './redis';

/** Hocuspocus's keys and channels in the shared Redis: `<prefix>:<note id>`. */
const PREFIX = 'inkling:collab';

/**
 * How long a change made on this instance (a REST edit through the live
 * document) is given to reach the other instances before its document may
 * unload here, and how long a store lock lives if its holder dies. Redis
 * answers within a millisecond or two on a local network.
 */
const SYNC_GRACE_MS = 200;
const STORE_LOCK_MS = 5_000;

export interface CollabFanOut {
  /** The Hocuspocus extension: every document's updates and awareness go through Redis to the other instances. */
  extension: RedisExtension;
  /** Whether another instance has the note open in an editor now. */
  isOpenElsewhere(noteId: string): Promise<boolean>;
  /**
   * Sends a stateless message to the note's editors on the other instances,
   * for a note this instance does not have open (an open one sends its own).
   */
  broadcastStateless(noteId: string, payload: string): Promise<void>;
  /** Stops the extension's connections (after the last store). */
  close(): Promise<void>;
}

/**
 * Live editing across instances: `@hocuspocus/extension-redis` publishes
 * each document's changes on its channel and applies the other instances'
 * (an editor on instance A sees an edit typed on B), and stores a document
 * under a Redis lock so two instances never write it at the same moment.
 * The extension brings its own ioredis, so it gets the address, not our client.
 */
export function createCollabFanOut(url: string, redis: Redis): CollabFanOut {
  const { host, port, options } = redisAddress(url);
  const identifier = `inkling-${randomUUID()}`;
  const extension = new RedisExtension({
    host,
    port,
    options,
    prefix: PREFIX,
    identifier,
    disconnectDelay: SYNC_GRACE_MS,
    lockTimeout: STORE_LOCK_MS,
  });
  return {
    extension,
    async isOpenElsewhere(noteId) {
      // Every instance with the document loaded is subscribed to its channel.
      const reply = (await redis.pubsub('NUMSUB', `${PREFIX}:${noteId}`)) as [string, number];
      return Number(reply[1]) > 0;
    },
    async broadcastStateless(noteId, payload) {
      const message = new OutgoingMessage(noteId).writeBroadcastStateless(payload).toUint8Array();
      // The extension's framing: the sender's identifier (length-prefixed), then the message.
      const sender = Buffer.from(identifier, 'utf-8');
      await redis.publish(
        `${PREFIX}:${noteId}`,
        Buffer.concat([Buffer.from([sender.length]), sender, message]),
      );
    },
    close: () => extension.onDestroy(),
  };
}
