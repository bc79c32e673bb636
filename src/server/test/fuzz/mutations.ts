import fc from 'fast-check';
import { evilValues, oddUuids, poisons } from './values';

/** A request's inputs before encoding: path parameters, query parameters and the JSON body. */
export interface Inputs {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

type Trail = (string | number)[];

export type Mutation =
  | { kind: 'none' }
  | { kind: 'poison one string'; poison: string; pick: number; at: number }
  | { kind: 'poison every string'; poison: string; at: number }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra key'; key: string; value: unknown }
  | { kind: 'whole body'; value: unknown }
  | { kind: 'raw path'; fragment: string }
  | { kind: 'raw query'; fragment: string }
  | { kind: 'repeat query'; pick: number };

/** Percent-escapes that are broken, or decode to NUL, a slash, or a lone surrogate. */
const rawFragments = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%2F',
  '..',
  'a%2Fb',
  '%C0%AE',
  '%FF',
  '%25',
];
const replacement = fc.constantFrom(...evilValues, ...oddUuids);

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('poison one string' as const),
      poison: fc.constantFrom(...poisons),
      pick: fc.nat(),
      at: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('poison every string' as const),
      poison: fc.constantFrom(...poisons),
      at: fc.nat(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: replacement }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra key' as const),
      key: fc.constantFrom('unknownField', '__proto__', 'constructor', 'toString', ''),
      value: replacement,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole body' as const), value: replacement }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw path' as const),
      fragment: fc.constantFrom(...rawFragments),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw query' as const),
      fragment: fc.constantFrom(...rawFragments),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat query' as const), pick: fc.nat() }) },
);

export interface Mutated {
  inputs: Inputs;
  /** A path parameter (the first) sent as this text, unencoded. */
  rawPath?: string;
  /** Appended to the query string as it is. */
  rawQuery?: string;
  label: string;
}

/** Applies a mutation to a copy of the inputs. */
export function mutate(original: Inputs, change: Mutation): Mutated {
  const inputs = structuredClone(original);
  const nodes = trails(inputs);
  const at = (pick: number) => nodes[pick % nodes.length]!;
  switch (change.kind) {
    case 'none':
      return { inputs, label: 'valid' };
    case 'poison one string': {
      const strings = nodes.filter((trail) => typeof valueAt(inputs, trail) === 'string');
      if (strings.length === 0) return { inputs, label: 'valid' };
      const trail = strings[change.pick % strings.length]!;
      const text = valueAt(inputs, trail) as string;
      const index = change.at % (text.length + 1);
      setAt(inputs, trail, text.slice(0, index) + change.poison + text.slice(index));
      return { inputs, label: `${JSON.stringify(change.poison)} in ${trail.join('.')}` };
    }
    case 'poison every string':
      poisonStrings(inputs, change.poison, change.at);
      return { inputs, label: `${JSON.stringify(change.poison)} in every string` };
    case 'replace':
      if (nodes.length === 0)
        return { inputs: { ...inputs, body: change.value }, label: 'body where none is taken' };
      setAt(inputs, at(change.pick), change.value);
      return { inputs, label: `${at(change.pick).join('.')} ← ${short(change.value)}` };
    case 'drop':
      if (nodes.length === 0) return { inputs, label: 'valid' };
      dropAt(inputs, at(change.pick));
      return { inputs, label: `without ${at(change.pick).join('.')}` };
    case 'extra key':
      if (isObject(inputs.body)) Object.defineProperty(inputs.body, change.key, extra(change.value));
      else Object.defineProperty(inputs.query, change.key, extra(change.value));
      return { inputs, label: `extra key ${JSON.stringify(change.key)}` };
    case 'whole body':
      return { inputs: { ...inputs, body: change.value }, label: `body ← ${short(change.value)}` };
    case 'raw path':
      return { inputs, rawPath: change.fragment, label: `raw path ${change.fragment}` };
    case 'raw query':
      return {
        inputs,
        rawQuery: `${Object.keys(inputs.query)[0] ?? 'x'}=${change.fragment}`,
        label: 'raw query',
      };
    case 'repeat query': {
      const keys = Object.keys(inputs.query);
      const key = keys[change.pick % Math.max(keys.length, 1)];
      if (key) inputs.query[key] = [inputs.query[key], inputs.query[key]];
      return { inputs, label: key ? `query ${key} twice` : 'valid' };
    }
  }
}

const extra = (value: unknown) => ({ value, enumerable: true, writable: true, configurable: true });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 24)}…(${text.length} chars)` : text;
}

/** Every node a mutation may touch: path and query parameters, and everything inside the body. */
function trails(inputs: Inputs): Trail[] {
  const found: Trail[] = [];
  for (const key of Object.keys(inputs.path)) found.push(['path', key]);
  for (const key of Object.keys(inputs.query)) found.push(['query', key]);
  const walk = (value: unknown, trail: Trail) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const next = [...trail, Array.isArray(value) ? Number(key) : key];
      found.push(next);
      walk(child, next);
    }
  };
  walk(inputs.body, ['body']);
  return found;
}

function parentOf(inputs: Inputs, trail: Trail): Record<string | number, unknown> {
  let node: unknown = inputs;
  for (const key of trail.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  return node as Record<string | number, unknown>;
}

function valueAt(inputs: Inputs, trail: Trail): unknown {
  return parentOf(inputs, trail)[trail.at(-1)!];
}

function setAt(inputs: Inputs, trail: Trail, value: unknown) {
  parentOf(inputs, trail)[trail.at(-1)!] = value;
}

function dropAt(inputs: Inputs, trail: Trail) {
  const parent = parentOf(inputs, trail);
  if (Array.isArray(parent)) parent.splice(Number(trail.at(-1)), 1);
  else delete parent[trail.at(-1)!];
}

function poisonStrings(inputs: Inputs, poison: string, at: number) {
  const visit = (parent: Record<string | number, unknown>) => {
    for (const [key, value] of Object.entries(parent)) {
      if (typeof value === 'string') {
        const index = at % (value.length + 1);
        parent[key] = value.slice(0, index) + poison + value.slice(index);
      } else if (typeof value === 'object' && value !== null) visit(value as Record<string, unknown>);
    }
  };
  visit(inputs as unknown as Record<string, unknown>);
}
