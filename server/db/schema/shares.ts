import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { note } from './notes';

/**
 * Share links: a public, read-only page of one note at `/share/<id>`. The id
 * is the secret (24 random bytes); a revoked link keeps its row so its page
 * can answer 410, and the note's (or the account's) deletion takes its links.
 */
export const share = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** argon2id of the link's password; null: no password. Never changed after creation. */
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shares_note_idx').on(table.noteId, table.createdAt)],
);

/**
 * Who has seen a share this hour: one row per link, visitor (an HMAC of
 * address and user agent, never the address itself) and hour. A view counts
 * only when its row is new; rows of past hours are deleted as views arrive.
 */
export const shareView = pgTable(
  'share_views',
  {
    shareId: text('share_id')
      .notNull()
      .references(() => share.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.visitorHash, table.hour] })],
);
