import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface ScratchPostgres {
  name: string;
  url: string;
  /** Waits for the database's own connections to go, then drops it. */
  drop: () => Promise<void>;
}

/**
 * A new PostgreSQL database next to `adminUrl`'s: empty, or a copy of `template`
 * (PostgreSQL copies a migrated template in a fraction of the time migrating takes).
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchPostgres> {
  const name = scratchDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, options.template);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      // pg's Pool.end() resolves before its sockets have closed; a forced drop
      // would then kill them mid-goodbye and pg would throw outside any test.
      for (let wait = 0; wait < 50; wait++) {
        const open = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = $1 and backend_type = 'client backend'`,
          [name],
        );
        if (open.rows[0]?.n === 0) break;
        await sleep(100);
      }
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/** PostgreSQL cuts a name past this many bytes, silently: what is cut must never be what makes it unique. */
const MAX_IDENTIFIER_LENGTH = 63;

/**
 * `prefix` and 48 random bits, unique across test workers that start in the same millisecond.
 * (Time and pid once ended the name: a copy of a template, named after it, ran past 63
 * characters, lost its random part, and two workers asked for the same database.)
 */
export function scratchDatabaseName(prefix: string): string {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (name.length > MAX_IDENTIFIER_LENGTH || !/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`"${name}" is not a PostgreSQL database name this helper can use whole`);
  }
  return name;
}

/**
 * Drops the database, asking PostgreSQL to stop any autovacuum worker on it (a plain DROP does,
 * where FORCE would have to terminate it, which a role that is not a superuser may not: "must
 * be a member of the role whose process is being terminated"), and forcing out client
 * connections still closing after that.
 */
async function dropDatabase(admin: pg.Client, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}${attempt % 2 ? ' with (force)' : ''}`);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await sleep(100);
    }
  }
}

async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  // Two copies of one template started at the same instant can refuse each other
  // ("source database is being accessed by other users"): try again shortly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
}
