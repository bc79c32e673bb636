import type { JsonSchema } from './schema-arbitrary';

/** One method of one path of the OpenAPI document, with the schemas of its inputs. */
export interface Operation {
  /** `METHOD /url` as Fastify registered it (`:id` for parameters). */
  key: string;
  method: string;
  /** The URL with `:name` parameters. */
  route: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; isRequired: boolean }[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  /** Status → response; error statuses point to ErrorBody. */
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the document, plus HEAD for each GET (Fastify answers both). */
export function documentOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const route = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      const parameters = operation.parameters ?? [];
      const common = {
        route,
        pathParams: parameters.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map(({ name, schema, required }) => ({ name, schema, isRequired: Boolean(required) })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
      operations.push({ key: `${method} ${route}`, method, ...common });
      if (method === 'GET') operations.push({ key: `HEAD ${route}`, method: 'HEAD', ...common });
    }
  }
  return operations;
}

const allMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** For each documented path, the methods it does not take (they must be a 404 in the error shape). */
export function unregisteredMethods(operations: Operation[]): { route: string; methods: string[] }[] {
  const byRoute = new Map<string, Set<string>>();
  for (const { route, method } of operations)
    byRoute.set(route, (byRoute.get(route) ?? new Set()).add(method));
  return [...byRoute].map(([route, taken]) => ({ route, methods: allMethods.filter((m) => !taken.has(m)) }));
}
