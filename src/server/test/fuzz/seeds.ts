import { asText, encodeComponent, type FuzzCase, type Identity, queryString } from './fuzz-case';
import { type Inputs, short } from './mutations';
import type { Operation } from './operations';
import type { JsonSchema } from './schema-arbitrary';
import { evilNumbers, longString, oddCodes, oddEmails, oddUsernames, oddUuids, poisons } from './values';

/** Known-bad values by field name, tried on every operation that has the field. */
export type KnownBad = Partial<Record<string, unknown[]>>;

export function knownBadValues(cursors: string[], paths: string[]): KnownBad {
  return { cursor: cursors, email: oddEmails, code: oddCodes, username: oddUsernames, path: paths };
}

/** Who sends an operation's seeded cases: someone its rule lets through, so that they go deep. */
export function seedIdentity(operation: Operation): Identity {
  if (operation.route.startsWith('/api/v1/admin/')) return 'admin';
  if (operation.route.endsWith('/status') || operation.route === '/api/v1/dashboard') return 'member';
  if (operation.key === 'POST /api/v1/auth/sign-out') return 'spare';
  return 'user';
}

type Leaf = { trail: (string | number)[]; schema: JsonSchema };

/** Every input field of an operation: path and query parameters, and the body's properties. */
function leaves(operation: Operation): Leaf[] {
  const found: Leaf[] = [
    ...operation.pathParams.map((p) => ({ trail: ['path', p.name], schema: p.schema })),
    ...operation.query.map((p) => ({ trail: ['query', p.name], schema: p.schema })),
  ];
  const walk = (schema: JsonSchema, trail: string[]): void => {
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives) for (const alternative of alternatives) walk(alternative, trail);
    else if (schema.type !== 'object') found.push({ trail, schema });
    else for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, [...trail, key]);
  };
  if (operation.body) walk(operation.body, ['body']);
  return found;
}

/**
 * The values always tried in one field: poisons inside its value and a long text (`plain`), and
 * the known-bad values of its name or type (`crossed`: tried under every setting of the
 * operation's enum fields too, since a cursor means another thing on each tab).
 */
function badValuesFor(leaf: Leaf, current: unknown, knownBad: KnownBad) {
  const name = String(leaf.trail.at(-1));
  const { schema } = leaf;
  if (schema.type === 'integer' || schema.type === 'number') return { plain: [], crossed: evilNumbers };
  if (schema.type !== 'string') return { plain: [], crossed: [] };
  const text = typeof current === 'string' && current ? current : 'x';
  const middle = Math.floor(text.length / 2);
  return {
    plain: [
      ...poisons.map((poison) => text.slice(0, middle) + poison + text.slice(middle)),
      longString.slice(0, 10_000),
    ],
    crossed: [...(schema.format === 'uuid' ? oddUuids : []), ...(knownBad[name] ?? [])],
  };
}

/** The base with one enum field (a query parameter or a body property) set to each other value. */
function enumVariants(operation: Operation, base: Inputs): { inputs: Inputs; label: string }[] {
  return leaves(operation).flatMap((leaf) =>
    (leaf.schema.enum ?? [])
      .filter((value) => value !== valueAt(base, leaf.trail))
      .map((value) => {
        const inputs = structuredClone(base);
        setAt(inputs, leaf.trail, value);
        return { inputs, label: ` (${leaf.trail.at(-1)}=${String(value)})` };
      }),
  );
}

/**
 * One case per field and known-bad value, each on a copy of a request that works (`base`): the
 * values named in values.ts are always tried, in a request that otherwise reaches the service.
 */
export function seededCases(operation: Operation, base: Inputs, knownBad: KnownBad): FuzzCase[] {
  const identity = seedIdentity(operation);
  const contexts = [{ inputs: base, label: '' }, ...enumVariants(operation, base)];
  return leaves(operation).flatMap((leaf) => {
    const { plain, crossed } = badValuesFor(leaf, valueAt(base, leaf.trail), knownBad);
    const tries = [
      ...plain.map((value) => ({ value, context: contexts[0]! })),
      ...crossed.flatMap((value) => contexts.map((context) => ({ value, context }))),
    ];
    return tries.map(({ value, context }) => {
      const inputs = structuredClone(context.inputs);
      setAt(inputs, leaf.trail, value);
      return caseFor(
        operation,
        inputs,
        identity,
        `${leaf.trail.join('.')} ← ${short(value)}${context.label}`,
      );
    });
  });
}

export function caseFor(
  operation: Operation,
  inputs: Inputs,
  identity: Identity,
  mutation: string,
): FuzzCase {
  const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD' && inputs.body !== undefined;
  const pathname = operation.route.replace(/:(\w+)/g, (_, name: string) =>
    encodeComponent(asText(inputs.path[name] ?? '')),
  );
  return {
    target: operation.key,
    method: operation.method,
    url: pathname + queryString(Object.entries(inputs.query)),
    identity,
    headers: { origin: 'http://localhost:3000', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    payload: hasBody ? JSON.stringify(inputs.body) : undefined,
    mutation,
  };
}

function valueAt(inputs: Inputs, trail: (string | number)[]): unknown {
  let node: unknown = inputs;
  for (const key of trail) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node;
}

/** Sets a value deep in the inputs, making the objects on its way (an optional part left out). */
function setAt(inputs: Inputs, trail: (string | number)[], value: unknown) {
  let node = inputs as unknown as Record<string | number, unknown>;
  for (const key of trail.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[trail.at(-1)!] = value;
}
