import { healthResponseSchema } from '@common/schemas/health';
import { sql } from 'drizzle-orm';
import { inject, describe, expect, it } from 'vitest';
import { createTestApp, getTestServer } from '../../test/support';

describe('GET /api/health', () => {
  it('reports ok with the database driver in use after a round trip', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      status: 'ok',
      database: inject('testDatabase').driver,
      version: 'test',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('reports pgvector where the database has it, the exact scan otherwise', async () => {
    const server = await getTestServer();
    const body = healthResponseSchema.parse(await (await server.get('/api/health')).json());
    // PGlite is given pgvector at creation; a PostgreSQL server has it only if installed.
    const result = await server.database.db.execute(
      sql`select count(*)::int as available from pg_available_extensions where name = 'vector'`,
    );
    // Both drivers answer raw SQL with { rows }; the driver-neutral type cannot say so.
    const { rows } = result as { rows: { available: number }[] };
    expect(body.vectors).toBe(rows[0]?.available ? 'pgvector' : 'exact-scan');
    if (body.database === 'pglite') expect(body.vectors).toBe('pgvector');
  });

  it('gives every answer a request id', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/health', {
      headers: { 'X-Request-Id': 'trace-me-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
  });

  it('answers 503 with a JSON error when the database does not answer', async () => {
    const server = await getTestServer();
    const broken = {
      ...server.database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const app = createTestApp(broken);
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The database is not answering.' },
    });
  });

  it('rejects methods other than GET with a JSON 404', async () => {
    const server = await getTestServer();
    const response = await server.post('/api/health', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('the API around it', () => {
  it('answers an unknown API path with a JSON 404, not the web page', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/no-such-thing.' },
    });
  });

  it('publishes an OpenAPI document generated from the shared schemas', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/health');
  });

  it('sends security headers on API answers', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // HSTS only behind TLS: the test server's public URL is plain http.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
