import fc from 'fast-check';
import type { World } from '../world';
import type { FuzzCase } from './fuzz-case';
import { hiddenRouteCases } from './hidden-cases';
import { fuzzHints, idsForRoute } from './hints';
import type { Inputs } from './mutations';
import { operationCases, operationInputs, wrongMethodCases } from './operation-cases';
import { documentOperations, type OpenApiDocument, type Operation, unregisteredMethods } from './operations';

/** What the fuzz sends for one target (an operation, a path's untaken methods, a hidden route). */
export interface TargetPlan {
  target: string;
  /** For a documented operation: its seeded cases start from a working request drawn from these. */
  operation?: Operation;
  bases?: Inputs[];
  /** Sent as they are (every URL of a group of hidden routes). */
  fixed: FuzzCase[];
  /** Drawn from the schemas and mutated, with the target's own seed. */
  random: FuzzCase[];
}

/** A stable number per target, so that adding a route does not change the other routes' cases. */
export function seedFor(seed: number, target: string): number {
  let hash = 2166136261;
  for (const char of target) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (seed ^ hash) | 0;
}

export function fuzzPlan(options: {
  document: OpenApiDocument;
  world: World;
  realCursors: string[];
  seed: number;
  casesPerTarget: number;
}): TargetPlan[] {
  const { world, seed, casesPerTarget } = options;
  const hints = fuzzHints(world, options.realCursors);
  const sample = <T>(target: string, arbitrary: fc.Arbitrary<T>, runs: number) =>
    fc.sample(arbitrary, { seed: seedFor(seed, target), numRuns: runs });
  const operations = documentOperations(options.document);
  return [
    ...operations.map((operation) => {
      const inputs = operationInputs(operation, hints, idsForRoute(world, operation.route));
      return {
        target: operation.key,
        operation,
        // HEAD runs GET's code: its seeded cases would repeat GET's.
        bases: operation.method === 'HEAD' ? undefined : sample(`base ${operation.key}`, inputs, 15),
        fixed: [],
        random: sample(operation.key, operationCases(operation, inputs), casesPerTarget),
      };
    }),
    ...unregisteredMethods(operations).map(({ route, methods }) => {
      const target = `${methods.join('|')} ${route}`;
      const cases = wrongMethodCases(route, methods, hints);
      return { target, fixed: [], random: sample(target, cases, Math.ceil(casesPerTarget / 5)) };
    }),
    ...hiddenRouteCases(world).map(({ target, cases, fixed = [] }) => ({
      target,
      fixed,
      random: sample(target, cases, casesPerTarget),
    })),
  ];
}
