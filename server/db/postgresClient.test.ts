import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabase, getTestDatabase } from '../test/support';
import { inPostgresProject } from '../test/testProjects';

afterAll(() => closeTestDatabase());

describe.runIf(inPostgresProject)('openPostgres', () => {
  it('starts every pooled connection with the typo threshold, JIT off and no parallel workers', async () => {
    const { db } = await getTestDatabase();
    // Ten at once: the pool opens a connection for each, and every one must carry the settings.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.execute(
          sql`select current_setting('jit') as jit,
            current_setting('max_parallel_workers_per_gather') as parallel,
            current_setting('pg_trgm.similarity_threshold') as threshold, pg_backend_pid() as pid,
            pg_sleep(0.05)::text as slept`,
        ),
      ),
    );
    const rows = answers.map((answer) => (answer as { rows: Record<string, unknown>[] }).rows[0]);
    expect(new Set(rows.map((row) => row?.pid)).size).toBeGreaterThan(1);
    for (const row of rows)
      expect(row).toMatchObject({ jit: 'off', parallel: '0', threshold: '0.3' });
  });
});
