import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiStandIn, type AiStandIn } from '../aiStandIn';
import { standInProvider } from '../aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../factories';
import { startStripeStandIn, type StripeStandIn } from '../stripeStandIn';
import { getTestServer, testBilling, type TestServer } from '../support';
import {
  anyJson,
  arbitraryFromSchema,
  hostileString,
  type JsonSchema,
} from './arbitraryFromSchema';
import { betterAuthOperations } from './betterAuthOperations';

/**
 * Every operation of `/api/openapi.json`, plus Better Auth's endpoints (which
 * the document does not list), fed with requests that mostly fit their
 * schemas and sometimes break them anywhere: hostile strings, wrong types,
 * deep nesting, wrong content types, broken JSON, foreign and malformed ids.
 * Whatever arrives, the answer is never a 5xx.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, relative to /api, with {param} placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the operation declares none. */
  body?: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** How many requests each operation gets (FUZZ_RUNS for a longer hunt). A failure names the request. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);

let server: TestServer;
let stripe: StripeStandIn;
let aiStandIn: AiStandIn;
let owner: TestUser;
let operations: Operation[];
/** Real ids of the owner's records, so some requests reach past the "not found" branch. */
let realIds: string[];

beforeAll(async () => {
  // Billing on, against the Stripe stand-in: checkout and portal run their whole path.
  stripe = await startStripeStandIn();
  // AI on, against the stand-in model server: the AI operations are fuzzed past "not set up".
  aiStandIn = await startAiStandIn();
  server = await getTestServer({
    billing: testBilling({ apiUrl: stripe.url }),
    ai: standInProvider(aiStandIn),
  });
  owner = await buildUser(server);
  const note = await buildNote(server, owner, { title: 'Fuzzed note', markdown: 'Some *text*' });
  const tagResponse = await server.post('/api/tags', { name: 'fuzzed' }, withCookie(owner.cookie));
  const tagId = ((await tagResponse.json()) as { tag: { id: string } }).tag.id;
  realIds = [note.id, tagId];

  const document = (await (await server.get('/api/openapi.json')).json()) as OpenApiDocument;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
  operations.push(...betterAuthOperations);
}, 60_000);

afterAll(async () => {
  await stripe.close();
  await aiStandIn.close();
});

/** How a request's body arrives: as its schema wants it, or in a shape a client got wrong. */
const bodyEncoding = fc.oneof(
  { arbitrary: fc.constant('json' as const), weight: 8 },
  fc.constantFrom('text' as const, 'form' as const, 'broken-json' as const, 'none' as const),
);

function requestArbitrary(operation: Operation) {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const idArbitrary = fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    hostileString.filter((value) => value.length > 0 && value.length < 2_000),
  );
  return fc.record({
    signedIn: fc.boolean(),
    path: fc.tuple(...pathParameters.map(() => idArbitrary), fc.constant('')),
    query: fc.tuple(
      ...queryParameters.map((parameter) =>
        fc.option(arbitraryFromSchema(parameter.schema ?? {}), { nil: undefined }),
      ),
      fc.constant(undefined),
    ),
    body: operation.body ? arbitraryFromSchema(operation.body) : anyJson,
    encoding: bodyEncoding,
  });
}

/** Percent-encodes like a browser; a lone surrogate goes out as the invalid UTF-8 bytes an attacker would send. */
function encodePathSegment(value: string): string {
  return [...value]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function buildRequest(
  operation: Operation,
  input: ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never,
): { url: string; init: RequestInit } {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  let path = operation.path;
  pathParameters.forEach((parameter, index) => {
    path = path.replace(`{${parameter.name}}`, encodePathSegment(String(input.path[index])));
  });
  const search = new URLSearchParams();
  queryParameters.forEach((parameter, index) => {
    const value = input.query[index];
    if (value === undefined) return;
    search.set(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
  });
  const headers = new Headers(input.signedIn ? { Cookie: owner.cookie } : {});
  const init: RequestInit = { method: operation.method, headers };
  if (operation.method !== 'GET' && operation.method !== 'HEAD' && input.encoding !== 'none') {
    const json = JSON.stringify(input.body) ?? 'null';
    const encoded = {
      json: ['application/json', json],
      text: ['text/plain', json],
      form: ['application/x-www-form-urlencoded', `value=${encodeURIComponent(json)}`],
      'broken-json': ['application/json', json.slice(0, Math.max(1, json.length - 1)) + '\u0000{'],
    } as const;
    const [contentType, body] = encoded[input.encoding];
    headers.set('Content-Type', contentType);
    init.body = body;
  }
  const query = search.toString();
  return { url: `/api${path}${query ? `?${query}` : ''}`, init };
}

describe('every endpoint under fuzzed input', () => {
  it('lists the operations it fuzzes (the document is not empty)', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('never answers a 5xx', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(operation), async (input) => {
          const { url, init } = buildRequest(operation, input);
          const response = await server.request(url, init);
          if (response.status >= 500) {
            const body = (await response.text()).slice(0, 300);
            const sent = typeof init.body === 'string' ? ` with ${init.body.slice(0, 200)}` : '';
            throw new Error(
              `${init.method} ${url.slice(0, 200)}${sent} → ${response.status} ${body}`,
            );
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
      if (result.failed) {
        const error = result.errorInstance;
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    expect(failures).toEqual([]);
  });
});
