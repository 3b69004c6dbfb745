import type { JsonSchema } from '../fuzz/arbitraryFromSchema';

/**
 * A plain value a schema accepts: every field, the first enum member, the
 * minimum, a short word that fits every pattern we use, known record ids.
 * The matrix sends it so that a request passes validation and meets the
 * authorization check, rather than stopping at a 400.
 */
export function exampleFromSchema(
  schema: JsonSchema,
  /** Values for properties of these names wherever they appear, required or not (ids of records). */
  known: Record<string, string> = {},
  word = 'Matrix',
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return exampleFromSchema(alternatives[0], known, word);
  if (schema.allOf?.length)
    return exampleFromSchema(
      schema.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...part }), {}),
      known,
      word,
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      // A day ahead: valid where a date must lie in the future (a share link's expiry).
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'email') return 'matrix@example.com';
      // Local dates and clock times (the journal and habits) are strings of a pattern.
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-01-15';
      if (schema.pattern?.includes('[0-5]\\d')) return '08:00';
      return word.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        exampleFromSchema(schema.items ?? {}, known, word),
      );
    case 'null':
      return null;
    default: {
      const properties = schema.properties ?? {};
      // Optional fields too: an update with nothing to change is refused before anyone is asked.
      const keys = new Set([...(schema.required ?? []), ...Object.keys(properties)]);
      return Object.fromEntries(
        [...keys].map((key) => [
          key,
          known[key] ?? exampleFromSchema(properties[key] ?? {}, known, word),
        ]),
      );
    }
  }
}
