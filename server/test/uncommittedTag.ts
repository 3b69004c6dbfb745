import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client';
import { tag } from '../db/schema';

/**
 * Another request's transaction that adds the tag `name` and holds it
 * uncommitted until `commit()`. On PostgreSQL a statement adding the same
 * name meanwhile waits for it, finds it taken, and, having begun before it
 * committed, cannot see it. PGlite runs one statement at a time, so there the
 * statement simply comes after.
 */
export async function addTagUncommitted(
  db: Db,
  userId: string,
  name: string,
): Promise<{ tagId: string; commit: () => Promise<void> }> {
  const tagId = randomUUID();
  let release = () => undefined as void;
  let added = () => undefined as void;
  const tagAdded = new Promise<void>((resolve) => (added = resolve));
  const holding = db.transaction(async (tx) => {
    await tx.insert(tag).values({ id: tagId, userId, name });
    added();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await Promise.race([tagAdded, sleep(1000)]);
  return {
    tagId,
    commit: async () => {
      release();
      await holding;
    },
  };
}
