import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Markdown's pieces in any order: where marked and TipTap's tokenizers
 * disagree ("> a.  \nb" once threw inside marked).
 */
export const markdownSoup: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      ...['1. ', 'a. ', 'i. ', '1) ', '> ', '- ', '* ', '[ ] ', '[x] ', '  ', '    ', '\t', '\n'],
      ...['\n\n', '|', '|---|', '---', '```', '#', '**', '*', '_', '==', '<u>', '~~', '`', '['],
      ...['](', ')', '![', '<', '&', '\\', 'word ', 'x', '.'],
    ),
    { minLength: 1, maxLength: 80 },
  )
  .map((pieces) => pieces.join(''));

/**
 * Strings people and attackers send: NUL and other control characters, the
 * Markdown shapes that once made the parser quadratic, deep nesting, long
 * runs, scripts without spaces, lone surrogates, SQL and HTML.
 */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '\uD800',
    '\u202E\u0000',
    "'; drop table notes; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '💥'.repeat(100),
    '日本語のメモ',
    ' ',
    '',
    'null',
    '1e309',
    '-1',
    '2026-02-30T25:61:00Z',
    'bm90LWEtY3Vyc29y',
  ),
  fc
    .constantFrom('[', '*a', '[a](b) ', '> ', '- ', '`', '<', '_', '\\', '#')
    .chain((unit) => fc.integer({ min: 1, max: 5_000 }).map((count) => unit.repeat(count))),
  markdownSoup,
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

/** A value of any JSON shape, including ones no schema allows. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constant(null),
  fc.integer({ min: 1, max: 2_000 }).map((depth) => nest(depth)),
);

/** An array nested `depth` deep: what overflows recursive parsers. */
function nest(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * Values that fit the schema most of the time and break it some of the time
 * (`hostile` is the share of nodes replaced by anything at all), so requests
 * reach the handlers and not only the validator.
 */
export function arbitraryFromSchema(schema: JsonSchema, hostile = 0.25): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, hostile);
  const freq = Math.round(hostile * 100);
  return fc.oneof({ arbitrary: valid, weight: 100 - freq }, { arbitrary: anyJson, weight: freq });
}

function validArbitrary(schema: JsonSchema, hostile: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(
      ...alternatives.map((alternative) => arbitraryFromSchema(alternative, hostile)),
    );
  if (schema.allOf?.length)
    return arbitraryFromSchema(
      schema.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...part }), {}),
      hostile,
    );

  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, hostile)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000, 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items ?? {}, hostile), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
    case undefined: {
      if (!schema.properties)
        return types[0] === 'object'
          ? fc.dictionary(fc.string(), anyJson, { maxKeys: 3 })
          : anyJson;
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [
          key,
          arbitraryFromSchema(property, hostile),
        ]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return anyJson;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
}
