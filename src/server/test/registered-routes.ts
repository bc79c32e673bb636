import type { FastifyInstance } from 'fastify';

/** One route as Fastify registered it (HEAD routes made for GET ones included). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (`schema.hide`). */
  isHidden: boolean;
  isWebSocket: boolean;
}

const routesByApp = new WeakMap<object, RegisteredRoute[]>();
const hitsByApp = new WeakMap<object, Set<string>>();

/** The header that tells a test which route answered: `METHOD /url` as registered (none: no route). */
export const answeringRouteHeader = 'x-test-route';

/**
 * For `vi.mock('fastify', recordRoutes)`: every Fastify app made afterwards (buildApp's included)
 * gets an onRoute hook before its first route, so the tests see each route the app registers, an
 * onRequest hook that notes which of them requests reached, and an onSend hook that names the
 * route in each answer (`answeringRouteHeader`).
 */
export async function recordRoutes(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof import('fastify');
  const make = actual.default as unknown as (options?: unknown) => FastifyInstance;
  const recording = (options?: unknown) => {
    const app = make(options);
    const routes: RegisteredRoute[] = [];
    const hits = new Set<string>();
    routesByApp.set(app, routes);
    hitsByApp.set(app, hits);
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.url) hits.add(`${request.method} ${request.routeOptions.url}`);
      done();
    });
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.routeOptions.url) {
        reply.header(answeringRouteHeader, `${request.method} ${request.routeOptions.url}`);
      }
      done();
    });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          isHidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
          isWebSocket: Boolean((route as { websocket?: boolean }).websocket),
        });
      }
    });
    return app;
  };
  return { ...actual, default: recording, fastify: recording };
}

/** The routes an app registered; it must have been made with `vi.mock('fastify', recordRoutes)`. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = routesByApp.get(app);
  if (!routes) throw new Error("no routes recorded: add vi.mock('fastify', recordRoutes) to the test file");
  return routes;
}

/** `METHOD /url` of every route a request has reached so far (404s not included). */
export function hitRoutes(app: FastifyInstance): ReadonlySet<string> {
  const hits = hitsByApp.get(app);
  if (!hits) throw new Error("no routes recorded: add vi.mock('fastify', recordRoutes) to the test file");
  return hits;
}
