import fc from 'fast-check';
import {
  asText,
  encodeComponent,
  type FuzzCase,
  type Identity,
  identityFor,
  originHeader,
  queryString,
} from './fuzz-case';
import { type Inputs, mutate, mutation } from './mutations';
import type { Operation } from './operations';
import { arbitraryFor, type Hints } from './schema-arbitrary';
import { encodeBody, transport } from './transport';

/** Sign-out ends the session it is sent with: only a spare one, so the roles stay signed in. */
const signOutIdentity = fc.constantFrom<Identity>('anonymous', 'spare', 'stale');

/** An operation's inputs drawn from its schemas (and the hints), before any mutation. */
export function operationInputs(
  operation: Operation,
  hints: Hints,
  pathIds?: fc.Arbitrary<string>,
): fc.Arbitrary<Inputs> {
  const pathParam = (schema: Operation['pathParams'][number]['schema'], name: string) => {
    const fromSchema = arbitraryFor(schema, hints, name);
    return pathIds
      ? fc.oneof({ weight: 3, arbitrary: pathIds }, { weight: 1, arbitrary: fromSchema })
      : fromSchema;
  };
  const path = fc.record(
    Object.fromEntries(operation.pathParams.map((p) => [p.name, pathParam(p.schema, p.name)])),
  );
  const query = fc.record(
    Object.fromEntries(operation.query.map((p) => [p.name, arbitraryFor(p.schema, hints, p.name)])),
    { requiredKeys: operation.query.filter((p) => p.isRequired).map((p) => p.name) },
  );
  const body = operation.body ? arbitraryFor(operation.body, hints) : fc.constant(undefined);
  return fc.record({ path, query, body }) as fc.Arbitrary<Inputs>;
}

/** Requests for one operation: inputs drawn from its schemas, then mutated, encoded and sent by someone. */
export function operationCases(operation: Operation, inputs: fc.Arbitrary<Inputs>): fc.Arbitrary<FuzzCase> {
  const isSignOut = operation.key === 'POST /api/v1/auth/sign-out';
  return fc
    .record({
      inputs,
      mutation,
      transport,
      identity: isSignOut ? signOutIdentity : identityFor(operation.method),
      origin: originHeader,
    })
    .map(({ inputs, mutation: change, transport: how, identity, origin }): FuzzCase => {
      const mutated = mutate(inputs, change);
      const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      const encoded = hasBody ? encodeBody(mutated.inputs.body, how) : { headers: {} };
      let isFirst = true;
      const pathname = operation.route.replace(/:(\w+)/g, (_, name: string) => {
        const raw = isFirst && mutated.rawPath !== undefined ? mutated.rawPath : undefined;
        isFirst = false;
        return raw ?? encodeComponent(asText(mutated.inputs.path[name]));
      });
      const suffix = operation.pathParams.length === 0 && mutated.rawPath ? mutated.rawPath : '';
      return {
        target: operation.key,
        method: operation.method,
        url: pathname + suffix + queryString(Object.entries(mutated.inputs.query), mutated.rawQuery),
        identity,
        headers: { ...origin, ...encoded.headers },
        payload: encoded.payload,
        mutation: [mutated.label, encoded.label].filter(Boolean).join(', '),
      };
    });
}

/** A documented path called with a method it does not take. */
export function wrongMethodCases(route: string, methods: string[], hints: Hints): fc.Arbitrary<FuzzCase> {
  const id = (hints.$uuid as fc.Arbitrary<string> | undefined) ?? fc.uuid();
  return fc
    .record({ method: fc.constantFrom(...methods), id, identity: identityFor('POST'), origin: originHeader })
    .map(({ method, id, identity, origin }) => ({
      target: `${methods.join('|')} ${route}`,
      method,
      url: route.replace(/:(\w+)/g, id),
      identity,
      headers: {
        ...origin,
        ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
      },
      payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      mutation: 'method not taken',
    }));
}
