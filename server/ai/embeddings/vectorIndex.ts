import type { VectorMode } from '@common/schemas/health';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chunkEmbedding } from '../../db/schema';

/**
 * What a database knows of its note vectors: how they are compared, and the
 * dimensions of each model's vectors. Shared by the indexer (which writes
 * them), search, ask, related notes and the health check.
 */
export interface VectorIndex {
  /**
   * pgvector when `CREATE EXTENSION vector` works (PGlite always has it),
   * otherwise an exact scan over the `real[]` column. Decided once, at the
   * first call (the server asks at start).
   */
  mode(): Promise<VectorMode>;
  /** The dimensions of the model's vectors: the last ones seen, else the stored ones; null before any. */
  dimensions(model: string): Promise<number | null>;
  /**
   * Records the dimensions a call to the model just returned. A model that
   * changed them (same name, new size) makes every stored vector stale: the
   * listeners hear of it and the indexer embeds everything again.
   */
  observe(model: string, dimensions: number): void;
  /** Called when a model's dimensions change; returns the unsubscribe. */
  onDimensionsChange(listener: (model: string) => void): () => void;
}

/*
 * Kept per database, as noteEvents is (server/commands/noteChanged.ts): the
 * routes, the indexer and the health check all hold the process's one
 * Database, so none needs another argument, and each test file's database
 * has its own.
 */
const indexes = new WeakMap<Database, VectorIndex>();

/** The vector index of one database. */
export function vectorIndex(database: Database): VectorIndex {
  let index = indexes.get(database);
  if (!index) {
    index = createVectorIndex(database);
    indexes.set(database, index);
  }
  return index;
}

/**
 * Alone, outside any transaction: a failed CREATE EXTENSION inside one would
 * abort it. PostgreSQL without the pgvector package (or without the right to
 * create it) refuses, and search falls back to the exact scan.
 */
async function detectMode(database: Database): Promise<VectorMode> {
  try {
    await database.db.execute(sql`create extension if not exists vector`);
    await database.db.execute(sql`select '[1,0]'::vector <#> '[0,1]'::vector`);
    return 'pgvector';
  } catch {
    return 'exact-scan';
  }
}

function createVectorIndex(database: Database): VectorIndex {
  let mode: Promise<VectorMode> | undefined;
  const known = new Map<string, number>();
  const listeners = new Set<(model: string) => void>();

  return {
    mode() {
      mode ??= detectMode(database);
      return mode;
    },

    async dimensions(model) {
      const seen = known.get(model);
      if (seen !== undefined) return seen;
      const [stored] = await database.db
        .select({ dimensions: chunkEmbedding.dimensions })
        .from(chunkEmbedding)
        .where(eq(chunkEmbedding.model, model))
        .orderBy(desc(chunkEmbedding.createdAt))
        .limit(1);
      // A call may have answered meanwhile: what it saw is newer than the table.
      if (stored && !known.has(model)) known.set(model, stored.dimensions);
      return known.get(model) ?? null;
    },

    observe(model, dimensions) {
      const before = known.get(model);
      known.set(model, dimensions);
      if (before !== undefined && before !== dimensions)
        for (const listener of [...listeners]) listener(model);
    },

    onDimensionsChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
