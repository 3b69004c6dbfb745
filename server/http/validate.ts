import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { ZodType } from 'zod';
import { validationFailed } from '../errors';

/**
 * Validates one part of the request against a zod schema from `common/` and
 * registers it in the OpenAPI document. Bad input throws a 400
 * `VALIDATION_FAILED` naming each field and what is wrong with it.
 */
export function validate<Schema extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
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
