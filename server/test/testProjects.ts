/*
 * Which Vitest server project runs the file (vitest.config.ts sets INKLING_TEST_DATABASE), for
 * files that run in one of them only (`describe.runIf`).
 */

/**
 * The PGlite project: files about the embedded database, or that never touch a database, run
 * here only.
 */
export const inPgliteProject = process.env.INKLING_TEST_DATABASE !== 'postgres';

/** The PostgreSQL project (TEST_DATABASE_URL set): files about PostgreSQL itself run here only. */
export const inPostgresProject =
  Boolean(process.env.TEST_DATABASE_URL) && process.env.INKLING_TEST_DATABASE === 'postgres';
