import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { searchSessionSetting } from '../search/similarity';
import { useNativeByteaCodecs } from './pgliteBytea';

/** Extensions PGlite must be given at creation; `CREATE EXTENSION` alone is not enough. */
export const pgliteExtensions = { btree_gin, pg_trgm, vector };

/**
 * PostgreSQL's memory inside PGlite's WebAssembly heap, which grows and never
 * shrinks: the defaults (128 MB of shared buffers, 64 MB for building an index)
 * cost the server's resident size that much once touched. A page missing from
 * the buffers is read from the operating system's file cache, a few
 * microseconds. Measured in docs/performance.md ("Memory").
 */
export const pgliteMemorySettings = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/** Opens the PGlite in `folder` and proves it answers; throws PGlite's own error when it cannot. */
export async function openPgliteIn(folder: string): Promise<PGlite> {
  let client;
  try {
    client = await PGlite.create(folder, {
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
    });
    await client.query('select 1');
    return client;
  } catch (error) {
    await client?.close().catch(() => undefined);
    throw error;
  }
}

/**
 * PGlite reads each result through a copy of its parsers merged with the query's own, and
 * drizzle passes its own with every query: 321 entries copied, 80 µs a query. 213 of them
 * parse arrays of row types (each table's and catalog's), which no query here returns; without
 * them the copy takes 28 µs. (Such an array would come back as PostgreSQL's text of it.)
 */
async function dropRowArrayParsers(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ oid: number }>(
    `select typarray::int as oid from pg_type where typtype = 'c' and typarray <> 0`,
  );
  const rowArrays = new Set(rows.map((row) => row.oid));
  // A new object rather than deletions: a dictionary with holes is slower to copy and to read.
  client.parsers = Object.fromEntries(
    Object.entries(client.parsers).filter(([oid]) => !rowArrays.has(Number(oid))),
  );
}

/** What the server changes on a PGlite before its first query: codecs, parsers, the search setting. */
export function tunePglite(client: PGlite): void {
  useNativeByteaCodecs(client);
  // PGlite runs queries one at a time in the order they were sent: this one comes first.
  void client
    .exec(`set ${searchSessionSetting.name} = ${searchSessionSetting.value}`)
    .catch(() => undefined);
  void dropRowArrayParsers(client).catch(() => undefined);
}
