import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Accounts made by "Try Inkling without signing up". Each lives 24 hours;
 * the demo purger then deletes the user, and with it every row it owns.
 * The creating address is kept (for the same 24 hours) to rate-limit.
 */
export const demoAccount = pgTable(
  'demo_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('demo_accounts_expires_idx').on(table.expiresAt),
    index('demo_accounts_ip_created_idx').on(table.clientIp, table.createdAt),
  ],
);
