import { z } from './zod';

export const databaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

/**
 * How note vectors are compared: pgvector when the database has it (PGlite
 * always does), otherwise an exact scan over the `real[]` column. Chosen
 * once, at start.
 */
export const vectorModeSchema = z.enum(['pgvector', 'exact-scan']);
export type VectorMode = z.infer<typeof vectorModeSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseDriverSchema,
  version: z.string(),
  vectors: vectorModeSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
