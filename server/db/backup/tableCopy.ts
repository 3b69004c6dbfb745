import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Copies every table of the `public` schema from a PGlite database into a
 * PostgreSQL one that has the same schema (both migrated by the app) and no
 * rows. Values travel as PostgreSQL's own text form (`col::text` out, parsed
 * by the column's type in), as pg_dump does: timestamps keep their
 * microseconds, bytea (Yjs documents) its bytes, `real[]` vectors their exact
 * floats. Rows are read through a cursor a batch at a time, so no table is
 * ever held in memory whole.
 */
export interface TableCopy {
  table: string;
  rows: number;
}

export class CopyRefusedError extends Error {
  override name = 'CopyRefusedError';
}

interface TableShape {
  name: string;
  /** Stored columns only: generated ones (the search vector) are computed again by the target. */
  columns: string[];
  /** Rows per fetch: fewer for tables holding documents, whose rows can be megabytes. */
  fetchRows: number;
}

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;
const ROWS_PER_FETCH = 500;
const ROWS_PER_FETCH_WITH_BYTEA = 20;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Table names of `public`, parents before the tables that reference them. */
export async function tablesInDependencyOrder(target: pg.ClientBase): Promise<string[]> {
  const tables = await target.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const references = await target.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const parentsOf = new Map<string, Set<string>>(tables.rows.map((row) => [row.name, new Set()]));
  for (const { child, parent } of references.rows) parentsOf.get(child)?.add(parent);

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (placed.size < parentsOf.size) {
    const ready = [...parentsOf]
      .filter(([name, parents]) => !placed.has(name) && [...parents].every((p) => placed.has(p)))
      .map(([name]) => name);
    if (ready.length === 0)
      throw new CopyRefusedError(
        `The tables reference each other in a cycle: ${[...parentsOf.keys()].filter((name) => !placed.has(name)).join(', ')}`,
      );
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

async function shapeOf(target: pg.ClientBase, table: string): Promise<TableShape> {
  const columns = await target.query<{ name: string; type: string }>(
    `select column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  const names = columns.rows.map((column) => column.name);
  const hasBytea = columns.rows.some((column) => column.type === 'bytea');
  return {
    name: table,
    columns: names,
    fetchRows: hasBytea ? ROWS_PER_FETCH_WITH_BYTEA : ROWS_PER_FETCH,
  };
}

async function sourceColumns(source: PGlite, table: string): Promise<Set<string>> {
  const result = await source.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'`,
    [table],
  );
  return new Set(result.rows.map((row) => row.name));
}

/** Throws unless both ends hold the same tables and stored columns. */
async function checkSameSchema(source: PGlite, shapes: TableShape[]) {
  const sourceTables = await source.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const known = new Set(shapes.map((shape) => shape.name));
  const extra = sourceTables.rows.map((row) => row.name).filter((name) => !known.has(name));
  if (extra.length > 0)
    throw new CopyRefusedError(
      `The embedded database has tables PostgreSQL lacks after migrating (${extra.join(', ')}): ` +
        'run this with the Inkling version that last used the data folder, or a newer one.',
    );
  for (const shape of shapes) {
    const columns = await sourceColumns(source, shape.name);
    const missing = shape.columns.filter((column) => !columns.has(column));
    if (missing.length > 0 || columns.size !== shape.columns.length)
      throw new CopyRefusedError(
        `Table ${shape.name} differs between the two databases (PostgreSQL's columns: ${shape.columns.join(', ')}).`,
      );
  }
}

/** Throws when any table of the target already holds a row. */
async function checkTargetEmpty(target: pg.ClientBase, tables: string[]) {
  const filled: string[] = [];
  for (const table of tables) {
    const result = await target.query(`select 1 from ${quote(table)} limit 1`);
    if (result.rowCount) filled.push(table);
  }
  if (filled.length > 0)
    throw new CopyRefusedError(
      `The PostgreSQL database is not empty (rows in ${filled.join(', ')}): ` +
        'copy into a new, empty database, so nothing there is overwritten or mixed.',
    );
}

/** Tables whose own (non-constraint) triggers must not fire on copied rows. */
async function tablesWithTriggers(target: pg.ClientBase): Promise<string[]> {
  const result = await target.query<{ name: string }>(
    `select distinct c.relname as name from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`,
  );
  return result.rows.map((row) => row.name);
}

async function copyTable(
  source: PGlite,
  target: pg.ClientBase,
  shape: TableShape,
): Promise<number> {
  const columnList = shape.columns.map(quote).join(', ');
  const asText = shape.columns.map((column) => `${quote(column)}::text`).join(', ');
  const rowsPerInsert = Math.max(1, Math.floor(MAX_PARAMETERS / shape.columns.length));
  let copied = 0;
  await source.transaction(async (tx: Transaction) => {
    await tx.query(
      `declare copy_rows no scroll cursor for select ${asText} from ${quote(shape.name)}`,
    );
    for (;;) {
      const batch = await tx.query<unknown[]>(`fetch ${shape.fetchRows} from copy_rows`, [], {
        rowMode: 'array',
      });
      if (batch.rows.length === 0) break;
      for (let start = 0; start < batch.rows.length; start += rowsPerInsert) {
        const rows = batch.rows.slice(start, start + rowsPerInsert);
        await insertRows(target, shape.name, columnList, shape.columns.length, rows);
      }
      copied += batch.rows.length;
    }
    await tx.query('close copy_rows');
  });
  return copied;
}

function insertRows(
  target: pg.ClientBase,
  table: string,
  columnList: string,
  width: number,
  rows: unknown[][],
) {
  const tuples = rows.map(
    (_, row) =>
      `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  // OVERRIDING SYSTEM VALUE keeps the source's ids in identity columns (ignored elsewhere).
  return target.query(
    `insert into ${quote(table)} (${columnList}) overriding system value values ${tuples.join(', ')}`,
    rows.flat(),
  );
}

/** Moves every serial or identity sequence past the largest copied id. */
async function advanceSequences(target: pg.ClientBase, shapes: TableShape[]) {
  for (const shape of shapes) {
    for (const column of shape.columns) {
      const found = await target.query<{ sequence: string | null }>(
        'select pg_get_serial_sequence($1, $2) as sequence',
        [`public.${quote(shape.name)}`, column],
      );
      const sequence = found.rows[0]?.sequence;
      if (!sequence) continue;
      await target.query(
        `select setval($1::regclass, coalesce(max(${quote(column)}), 0) + 1, false) from ${quote(shape.name)}`,
        [sequence],
      );
    }
  }
}

const countQuery = (table: string) => `select count(*)::text as rows from ${quote(table)}`;

async function sameRowCounts(source: PGlite, target: pg.ClientBase, table: string) {
  const from = await source.query<{ rows: string }>(countQuery(table));
  const to = await target.query<{ rows: string }>(countQuery(table));
  const [inSource, inTarget] = [from.rows[0]?.rows, to.rows[0]?.rows];
  if (inSource !== inTarget)
    throw new Error(
      `Row counts differ for ${table}: ${inSource} in the embedded database, ${inTarget} in PostgreSQL.`,
    );
}

/**
 * The copy, in one transaction on the target: it lands whole or not at all
 * (a failure leaves the database empty, ready for another try). Row counts
 * of every table are compared before it commits.
 */
export async function copyTables(
  source: PGlite,
  target: pg.ClientBase,
  log: (line: string) => void = () => undefined,
): Promise<TableCopy[]> {
  const tables = await tablesInDependencyOrder(target);
  const shapes: TableShape[] = [];
  // One after another: a pg client runs one query at a time.
  for (const table of tables) shapes.push(await shapeOf(target, table));
  await checkSameSchema(source, shapes);
  await checkTargetEmpty(target, tables);

  const withTriggers = await tablesWithTriggers(target);
  const copies: TableCopy[] = [];
  await target.query('begin');
  try {
    for (const table of withTriggers)
      await target.query(`alter table ${quote(table)} disable trigger user`);
    for (const shape of shapes) {
      const rows = await copyTable(source, target, shape);
      copies.push({ table: shape.name, rows });
      log(`${shape.name}: ${rows} rows`);
    }
    for (const table of withTriggers)
      await target.query(`alter table ${quote(table)} enable trigger user`);
    await advanceSequences(target, shapes);
    for (const { table } of copies) await sameRowCounts(source, target, table);
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  }
  return copies;
}
