import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that our zod contracts turn into. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/**
 * Values for named fields, mixed with what the schema alone gives: a real id, a cursor, a site path.
 * Keyed by the field's path or name (`signUp.company`, `cursor`), prefixed with its type when it is
 * not a string (`object:company`); `$uuid` stands for every `format: uuid` string.
 */
export type Hints = Partial<Record<string, fc.Arbitrary<unknown>>>;

/** Values of a schema: mostly valid ones, so that requests get past validation into the services. */
export function arbitraryFor(schema: JsonSchema, hints: Hints, path?: string): fc.Arbitrary<unknown> {
  const base = baseArbitrary(schema, hints, path);
  const hint = path ? hintFor(schema, hints, path) : undefined;
  const hinted = hint ? fc.oneof({ arbitrary: hint, weight: 2 }, { arbitrary: base, weight: 1 }) : base;
  return schema.nullable ? fc.option(hinted, { nil: null, freq: 6 }) : hinted;
}

function hintFor(schema: JsonSchema, hints: Hints, path: string) {
  const prefix = schema.type === 'string' ? '' : `${schema.type}:`;
  return hints[`${prefix}${path}`] ?? hints[`${prefix}${path.split('.').at(-1)}`];
}

function baseArbitrary(schema: JsonSchema, hints: Hints, path?: string): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, hints, path)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, hints);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, hints), { maxLength: 4 });
    case 'object':
      return objectArbitrary(schema, hints, path);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return (hints.$uuid as fc.Arbitrary<string> | undefined) ?? fc.uuid();
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= maxLength);
  }
  const bounds = { minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 60) };
  return fc.oneof(
    fc.string(bounds),
    fc.string({ ...bounds, unit: 'binary' }),
    fc
      .lorem({ maxCount: 12 })
      .map((text) => text.slice(0, maxLength))
      .filter((text) => text.length >= bounds.minLength),
  );
}

function objectArbitrary(schema: JsonSchema, hints: Hints, path?: string): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      arbitraryFor(value, hints, path ? `${path}.${key}` : key),
    ]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}
