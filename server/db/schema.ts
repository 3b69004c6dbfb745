/**
 * The one Drizzle schema, PostgreSQL dialect, shared by the embedded (PGlite)
 * and the PostgreSQL drivers. Each feature adds its tables here; drizzle-kit
 * turns changes into SQL migrations in `./migrations` (`npm run db:generate`).
 *
 * Every table a user owns references `users.id` with ON DELETE CASCADE, so
 * deleting an account is one statement that removes everything, atomically.
 */
export * from './schema/attachments';
export * from './schema/auth';
export * from './schema/billing';
export * from './schema/demo';
export * from './schema/notes';
export * from './schema/search';
export * from './schema/shares';
export * from './schema/noteUpdates';
export * from './schema/templates';
export * from './schema/imports';
export * from './schema/journal';
export * from './schema/habits';
export * from './schema/ai';
export * from './schema/capture';
export * from './schema/versions';
export * from './schema/idempotency';
