import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import { notFound } from '../errors';

/**
 * One of the user's signed-in devices, by session id, with the token Better
 * Auth revokes it by (which never leaves the server). Another user's session
 * answers 404, exactly like a missing one.
 */
export async function findOwnedSession(
  db: Db,
  userId: string,
  id: string,
): Promise<{ token: string }> {
  const [row] = await db
    .select({ userId: session.userId, token: session.token })
    .from(session)
    .where(eq(session.id, id));
  if (!row || row.userId !== userId) throw notFound('No such session.');
  return { token: row.token };
}
