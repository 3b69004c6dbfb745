import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './serverBundle';

/**
 * The packages a file imports at its top level, and the bundle's own files
 * it imports there (`./chunks/…`); `import()` calls are left out.
 */
function staticImportsOf(file: string): { packages: string[]; files: string[] } {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$/gm)].map(
    (match) => match[1] ?? '',
  );
  return {
    packages: specifiers.filter((specifier) => !specifier.startsWith('.')),
    files: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier)),
  };
}

/** Every package the entry loads before its first line runs: its static imports, followed. */
function packagesLoadedAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = staticImportsOf(file);
    for (const name of imports.packages) packages.add(name);
    queue.push(...imports.files);
  }
  return packages;
}

describe('the server bundle', () => {
  let outdir: string;
  beforeAll(async () => {
    outdir = mkdtempSync(path.join(os.tmpdir(), 'inkling-bundle-'));
    await buildServerBundle(outdir);
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('loads no package of a feature that is off until the feature is used', () => {
    const loaded = [...packagesLoadedAtStart(path.join(outdir, 'index.js'))];
    // Each is loaded by import() where its feature starts (PostgreSQL, billing, AI, Redis,
    // S3, SMTP, account ZIP export, OCR): the embedded default needs none of them.
    const optional = [
      'pg',
      'drizzle-orm/node-postgres',
      'stripe',
      'openai',
      'ioredis',
      '@hocuspocus/extension-redis',
      '@aws-sdk/client-s3',
      '@aws-sdk/lib-storage',
      'nodemailer',
      'archiver',
      'tesseract.js',
    ];
    expect(
      loaded.filter((name) => optional.some((o) => name === o || name.startsWith(`${o}/`))),
    ).toEqual([]);
    // The walk itself works: what every start needs is there.
    expect(loaded).toEqual(expect.arrayContaining(['hono', 'drizzle-orm/pglite', 'better-auth']));
  });

  it("puts the embedded database's thread beside index.js, where threadScript finds it", () => {
    const loaded = [...packagesLoadedAtStart(path.join(outdir, 'pgliteWorker.js'))];
    expect(loaded).toEqual(expect.arrayContaining(['@electric-sql/pglite']));
    // The thread loads PGlite and its extensions only: not the app.
    expect(loaded).not.toContain('hono');
    expect(loaded).not.toContain('better-auth');
  });

  it('keeps each optional feature in a chunk of its own that its import() reaches', () => {
    const index = readFileSync(path.join(outdir, 'index.js'), 'utf8');
    for (const chunk of ['aiProvider', 'collabFanOut', 'postgresClient', 's3Storage'])
      expect(index).toMatch(new RegExp(`import\\("\\./chunks/${chunk}-[A-Z0-9]+\\.js"\\)`));
  });
});
