import { describe, expect, it } from 'vitest';
import { scratchDatabaseName } from './scratchPostgres';

describe('scratchDatabaseName', () => {
  it('keeps the names of a template’s copies whole and unique', () => {
    const template = scratchDatabaseName('inkling_test');
    const names = new Set(
      Array.from({ length: 1000 }, () => scratchDatabaseName(`${template}_copy`)),
    );
    expect(names.size).toBe(1000);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(63);
  });

  it('refuses a prefix PostgreSQL would cut', () => {
    expect(() => scratchDatabaseName('x'.repeat(60))).toThrow(/database name/);
  });
});
