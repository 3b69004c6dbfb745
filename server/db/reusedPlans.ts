import { randomBytes } from 'node:crypto';
import { is, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgliteConnection } from './pgliteOnThread';
import { textLiteral } from './sqlLiteral';

/**
 * How many statement texts keep their plan on the embedded database. The
 * search mix of bench/searchMix.ts (220 queries, eleven kinds) has 33 texts;
 * a search statement's plan and query tree hold ~130 KB of PGlite's memory
 * (PostgreSQL's CachedPlan contexts), so at most ~6 MB for all of them.
 */
export const REUSED_PLANS = 48;

const dialect = new PgDialect();

/** A statement as its text and values: drizzle's SQL rendered, a rendered one as it is. */
export function queryOf(statement: SQL | Query): Query {
  return is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
}

/** PostgreSQL's error for an EXECUTE of a statement DEALLOCATE removed meanwhile. */
const NO_SUCH_STATEMENT = '26000';

/**
 * A value as an SQL literal for EXECUTE, or undefined for a kind only the
 * extended protocol sends faithfully (then the statement runs as it is).
 */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  // A NUL goes as it is, and PostgreSQL refuses it with its own words.
  if (typeof value === 'string') return value.includes('\0') ? undefined : textLiteral(value);
  return undefined;
}

/**
 * Statements whose text recurs with other values, planned once per text on
 * PGlite: each kind of search is one text (its words, limits and hashes
 * are parameters), and planning one took 2–11 ms of PGlite's WebAssembly
 * against 5–45 ms to run it (docs/performance.md, "A search planned once").
 * Only for statements whose SQL decides their plan: a generic plan cannot
 * see its values, and the vocabulary's lookup (`word ilike $2 limit $3`)
 * got a sequential scan of every word from one, 35 ms against 0.7.
 * The statement is PREPAREd with the types PostgreSQL infers, as for any
 * query, and EXECUTEd with a generic plan: the search's own SQL fixes how it
 * runs (the recent window or an index first, decided from the statistics in
 * JavaScript), so a plan made without the values serves them all. The
 * setting holds only for its EXECUTE: a simple query's statements are one
 * transaction, which an error rolls back, SET included.
 *
 * Texts beyond REUSED_PLANS give up the least recently used one (DEALLOCATE).
 * Whatever cannot be prepared (a value with no literal, a statement PREPARE
 * refuses, one removed between its PREPARE and its EXECUTE) runs as it is.
 * Never inside a transaction: PGlite would wait for it to end.
 */
export function pgliteReusedPlans(client: PgliteConnection) {
  // Oldest use first: a Map keeps insertion order, and each use moves its text to the end.
  const plans = new Map<string, { name: string; prepared: Promise<boolean> }>();
  // Unique on the connection even when several apps are built over one PGlite (tests).
  const prefix = `reused_plan_${randomBytes(4).toString('hex')}_`;
  let made = 0;

  const asItIs = async <Row>({ sql, params }: Query) => (await client.query<Row>(sql, params)).rows;

  const planOf = (text: string) => {
    const known = plans.get(text);
    if (known) {
      plans.delete(text);
      plans.set(text, known);
      return known;
    }
    made += 1;
    const name = `${prefix}${made}`;
    const plan = {
      name,
      prepared: client.exec(`prepare ${name} as ${text}`).then(
        () => true,
        () => false,
      ),
    };
    plans.set(text, plan);
    if (plans.size > REUSED_PLANS) {
      const [oldestText, oldest] = plans.entries().next().value ?? [];
      if (oldestText !== undefined && oldest) {
        plans.delete(oldestText);
        void oldest.prepared
          .then(async (prepared) => {
            if (prepared) await client.exec(`deallocate ${oldest.name}`);
          })
          .catch(() => undefined);
      }
    }
    return plan;
  };

  return async <Row>(statement: SQL | Query): Promise<Row[]> => {
    const query = queryOf(statement);
    const literals = query.params.map(literalOf);
    if (literals.some((literal) => literal === undefined)) return asItIs<Row>(query);
    const plan = planOf(query.sql);
    if (!(await plan.prepared)) return asItIs<Row>(query);
    const values = literals.length > 0 ? ` (${literals.join(', ')})` : '';
    try {
      const results = await client.exec(
        `set plan_cache_mode = force_generic_plan; execute ${plan.name}${values}; reset plan_cache_mode`,
      );
      return (results[1]?.rows ?? []) as Row[];
    } catch (error) {
      if ((error as { code?: string }).code === NO_SUCH_STATEMENT) return asItIs<Row>(query);
      throw error;
    }
  };
}
