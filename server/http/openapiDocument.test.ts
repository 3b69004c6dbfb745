import { errorResponseSchema } from '@common/schemas/error';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, withCookie } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';

let server: TestServer;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  server = await getTestServer();
  document = (await (await server.get('/api/openapi.json')).json()) as OpenAPIV3_1.Document;
});

function operations() {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation: operation as OpenAPIV3_1.OperationObject,
    })),
  );
}

describe('the OpenAPI document describes error answers', () => {
  it('documents the one error body as a component', () => {
    const schema = document.components?.schemas?.ErrorResponse as OpenAPIV3_1.SchemaObject;
    expect(schema.properties).toHaveProperty('error');
    expect(document.components?.responses).toHaveProperty('Error');
  });

  it('gives every operation the error body as its default answer', () => {
    const list = operations();
    expect(list.length).toBeGreaterThan(20);
    for (const { name, operation } of list) {
      expect(operation.responses?.default, name).toEqual({ $ref: '#/components/responses/Error' });
    }
  });

  it('describes the body of each error status an operation names, never another shape', () => {
    const named = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({ name: `${name} ${status}`, response })),
    );
    // Every validating route names its 400, and the 404s and 409s of the notes routes are there.
    expect(named.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'POST /notes 400',
        'GET /notes/{id} 404',
        'POST /notes/{id}/discard 409',
      ]),
    );
    for (const { name, response } of named) {
      expect((response as OpenAPIV3_1.ResponseObject).content, name).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } },
      });
    }
  });

  it('matches what the API really answers', async () => {
    const { cookie } = await buildUser(server);
    const missing = await server.get(
      '/api/notes/00000000-0000-4000-8000-000000000000',
      withCookie(cookie),
    );
    expect(missing.status).toBe(404);
    expect(errorResponseSchema.safeParse(await missing.json()).success).toBe(true);
    const invalid = await server.post('/api/notes', { title: 42 }, withCookie(cookie));
    expect(invalid.status).toBe(400);
    expect(errorResponseSchema.safeParse(await invalid.json()).success).toBe(true);
  });
});
