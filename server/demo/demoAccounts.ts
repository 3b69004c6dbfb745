import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { createNote } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { demoAccount, user } from '../db/schema';
import { rateLimited } from '../errors';
import type { Counters } from '../scale/counters';
import type { FileStorage } from '../storage/fileStorage';
import type { DemoNote } from './demoNotes';

const HOUR_MS = 60 * 60 * 1000;
export const DEMO_LIFETIME_MS = 24 * HOUR_MS;
/** Any constant shared by every instance: the key of the demo purge's advisory lock. */
const PURGE_LOCK_KEY = 7_301_994_002;

/** Demo e-mail addresses end here (`.invalid` can never be a real mailbox). */
export const DEMO_EMAIL_DOMAIN = 'demo.inkling.invalid';

export interface DemoSettings {
  notes: DemoNote[];
  /** Demo accounts one client address may create per hour. */
  perAddressPerHour: number;
}

const TOO_MANY_DEMOS =
  'You have started several demos in the last hour. Try again later, or sign up free: it takes ten seconds.';

/**
 * A throwaway account filled with the sample notes, signed in at once. The
 * answer is Better Auth's sign-up response, so its session cookies reach the
 * visitor's browser unchanged.
 *
 * The limit per address is checked twice: the demos the database holds from
 * the last hour (kept across restarts), and first a count of attempts in the
 * shared counters (Redis with several instances), whose increment is atomic:
 * requests arriving together, on one instance or several, each get their own
 * number, where reading the table they all saw the same count and all
 * passed.
 */
export async function createDemoAccount(
  auth: Auth,
  db: Db,
  counters: Counters,
  settings: DemoSettings,
  clientIp: string,
  now = new Date(),
): Promise<{ response: Response; expiresAt: Date }> {
  const attempts = await counters.increment(`demo:${clientIp}`, HOUR_MS, 'fixed');
  if (attempts.count > settings.perAddressPerHour) throw rateLimited(TOO_MANY_DEMOS);
  const [recent] = await db
    .select({ value: count() })
    .from(demoAccount)
    .where(
      and(
        eq(demoAccount.clientIp, clientIp),
        gt(demoAccount.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.value ?? 0) >= settings.perAddressPerHour) throw rateLimited(TOO_MANY_DEMOS);

  const response = await auth.api.signUpEmail({
    body: {
      email: `demo-${randomUUID()}@${DEMO_EMAIL_DOMAIN}`,
      // Nobody signs in with it: the session cookie is the only way into a demo.
      password: randomBytes(24).toString('base64url'),
      name: 'Demo',
    },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`demo sign-up failed: HTTP ${response.status}`);
  const { user: created } = (await response.clone().json()) as { user: { id: string } };

  const expiresAt = new Date(now.getTime() + DEMO_LIFETIME_MS);
  await db.insert(demoAccount).values({ userId: created.id, clientIp, expiresAt });
  for (const sample of settings.notes) {
    await createNote(
      db,
      created.id,
      { title: sample.title, markdown: sample.markdown, tags: sample.tags },
      {
        pinned: sample.pinned,
        writtenAt: new Date(now.getTime() - sample.daysAgo * DEMO_LIFETIME_MS),
      },
    );
  }
  return { response, expiresAt };
}

/**
 * Deletes demo accounts past their 24 hours: the user row (every owned row
 * goes with it) and their uploaded files. One server at a time, under an
 * advisory lock; null when another server holds it this round.
 */
export async function purgeExpiredDemoAccounts(
  db: Db,
  storage: FileStorage,
  now = new Date(),
): Promise<number | null> {
  const expired = await db.transaction(async (tx) => {
    // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`,
    );
    const { rows } = result as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return null;
    const due = await tx
      .select({ userId: demoAccount.userId })
      .from(demoAccount)
      .where(lt(demoAccount.expiresAt, now));
    for (const { userId } of due) await tx.delete(user).where(eq(user.id, userId));
    return due.map(({ userId }) => userId);
  });
  if (expired === null) return null;
  await Promise.all(expired.map((userId) => storage.removeFolder(userId)));
  return expired.length;
}
