/**
 * The one Drizzle schema, PostgreSQL dialect, shared by the embedded (PGlite)
 * and the PostgreSQL drivers. Each feature adds its tables here; drizzle-kit
 * turns changes into SQL migrations in `./migrations` (`npm run db:generate`).
 *
 * The first migration only enables pg_trgm, which fuzzy search needs on both
 * drivers.
 */
export {};
