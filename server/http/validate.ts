import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { ZodType } from 'zod';
import { unsupportedMediaType, validationFailed } from '../errors';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates one part of the request against a zod schema from `common/` and
 * registers it in the OpenAPI document. Bad input throws a 400
 * `VALIDATION_FAILED` naming each field and what is wrong with it; so does
 * any text holding U+0000 (PostgreSQL cannot store it), whatever the schema.
 * A body that is not JSON where JSON is expected answers 415 (read as JSON,
 * it would pass as an empty object).
 */
export function validate<Schema extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result, c) => {
    if (target === 'json') requireJsonBody(c);
    const nul = pathOfNul(result.data);
    if (nul !== undefined) {
      throw validationFailed([
        { path: nul, message: 'Text cannot contain the NUL character (U+0000)' },
      ]);
    }
    if (result.success) return;
    throw validationFailed(
      result.error.map((issue) => ({
        path: (issue.path ?? [])
          .map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
          .join('.'),
        message: issue.message,
      })),
    );
  });
}

function requireJsonBody(c: Context) {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (JSON_MEDIA_TYPE.test(mediaType)) return;
  // Asked only now: on Node, `raw.body` builds a whole web Request (a stream, an abort
  // signal) behind the body already read, a sixteenth of a create's time when asked first.
  if (c.req.raw.body === null) return;
  throw unsupportedMediaType(
    `This endpoint reads JSON: send the body with Content-Type: application/json${mediaType ? ` (not ${mediaType})` : ''}.`,
  );
}

/** The path (`a.b.0`) of the first string, key or value, that holds U+0000; '' for the value itself. */
function pathOfNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [current, path] = entry;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}
