import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Templates a user saved from their notes (built-in ones live in content/templates). */
export const userTemplate = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('personal'),
    markdown: text('markdown').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('templates_user_idx').on(table.userId)],
);
