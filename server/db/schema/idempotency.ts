import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Answers already given to a write that carried an `Idempotency-Key`
 * header: the same key again (an outbox retry after a lost answer) gets the
 * same answer instead of doing the write twice. Keyed per user; a key is
 * remembered for IDEMPOTENCY_KEY_TTL_HOURS (common/offline.ts).
 */
export const idempotencyKey = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused (422). */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running (a concurrent retry gets 409). */
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
