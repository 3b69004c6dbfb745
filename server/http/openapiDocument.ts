import { errorCodes, errorResponseSchema } from '@common/schemas/error';
import type { Handler, Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { AppEnv } from './types';

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponse';
const ERROR_RESPONSE_REF = '#/components/responses/Error';

const errorContent = { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } };

/** What a validating route answers for input its schema refuses (see validate()). */
const validationError: OpenAPIV3_1.ResponseObject = {
  description: 'The input is not valid: VALIDATION_FAILED with the field issues, or BAD_REQUEST',
  content: errorContent,
};

/**
 * `/api/openapi.json`: hono-openapi's document of the routes, with the error
 * answers every route can give written in. Each error has one shape,
 * `{ error: { code, message, issues? } }` (server/errors.ts), documented once
 * as a component; an operation's own error statuses (a 404, a 409) get that
 * body, and every operation lists it as its `default` answer (401, 413, 429,
 * 500 and 503 can come from the middleware before any handler runs).
 * Built on the first request, like hono-openapi's own handler.
 */
export function openApiDocument(
  api: Hono<AppEnv>,
  documentation: Pick<OpenAPIV3_1.Document, 'info' | 'servers'>,
): Handler<AppEnv> {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  return async (c) => {
    document ??= buildDocument(api, documentation).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return c.json(await document);
  };
}

async function buildDocument(
  api: Hono<AppEnv>,
  documentation: Pick<OpenAPIV3_1.Document, 'info' | 'servers'>,
): Promise<OpenAPIV3_1.Document> {
  const generated = await generateSpecs(api, {
    documentation,
    // hono-openapi's own default describes a body ({ success, error: [] }) we never send.
    defaultValidationErrorResponse: validationError,
    // Its default leaves out paths whose last part has a dot, taking them for static files;
    // /api serves none, and GET /habits/export.csv is an operation like any other.
    excludeStaticFile: false,
  });
  return withErrorResponses(generated);
}

/** The document with the error body as a component and on every operation's error answers. */
export function withErrorResponses(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const errorSchema = z.toJSONSchema(errorResponseSchema) as OpenAPIV3_1.SchemaObject;
  delete errorSchema.$schema;
  const components: OpenAPIV3_1.ComponentsObject = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorResponse: errorSchema },
    responses: {
      ...document.components?.responses,
      Error: {
        description: `An error. Its code is one of ${errorCodes.join(', ')}; its message is safe to show.`,
        content: errorContent,
      },
    },
  };
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const methods: Record<string, OpenAPIV3_1.OperationObject> = {};
    for (const [method, operation] of Object.entries(item ?? {})) {
      methods[method] = withOperationErrors(operation as OpenAPIV3_1.OperationObject);
    }
    paths[path] = methods;
  }
  return { ...document, components, paths };
}

function withOperationErrors(operation: OpenAPIV3_1.OperationObject): OpenAPIV3_1.OperationObject {
  const responses: OpenAPIV3_1.ResponsesObject = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const isError = Number(status) >= 400;
    const described = response as OpenAPIV3_1.ResponseObject;
    responses[status] =
      isError && !('$ref' in response) && !described.content
        ? { ...described, content: errorContent }
        : response;
  }
  responses.default = { $ref: ERROR_RESPONSE_REF };
  return { ...operation, responses };
}
