import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verification } from '../db/schema';

/** How Better Auth names a password-reset token's row in `verifications` (its value is the user id). */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * Ends every password-reset link still outstanding for the user. Called once
 * one link has been used: an older link found later in a mailbox must not
 * set the password again.
 */
export async function forgetResetLinks(database: Database, userId: string): Promise<void> {
  await database.db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
      ),
    );
}
