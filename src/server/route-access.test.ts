import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { origin } from './test/auth-helpers';
import { registeredRoutes } from './test/registered-routes';
import { type CallEnv, type RouteAccess, refusals, routeAccess } from './test/route-access';
import { createTestApp, type TestApp, testConfig } from './test/test-app';
import { type RoleName, roleNames, seedWorld, type World } from './test/world';

vi.mock('fastify', async (original) => (await import('./test/registered-routes')).recordRoutes(original));

let ctx: TestApp;
let world: World;
beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ AUTH_IP_SEND_LIMIT: '1000', AUTH_IP_VERIFY_LIMIT: '1000' }),
  });
  world = await seedWorld(ctx);
});
afterAll(async () => ctx.close());

const tableFile = 'src/server/test/route-access.ts';

/** The registered routes as `METHOD /url`, and the table's entries for each (HEAD follows GET). */
function entriesByRoute(): Map<string, RouteAccess[]> {
  const routes = [...new Set(registeredRoutes(ctx.app).map((r) => `${r.method} ${r.url}`))].sort();
  return new Map(
    routes.map((route) => {
      const own = routeAccess.filter((entry) => entry.route === route);
      const get = route.replace(/^HEAD /, 'GET ');
      const fromGet = route.startsWith('HEAD ') && own.length === 0 && routes.includes(get);
      const entries = fromGet
        ? routeAccess
            .filter((entry) => entry.route === get && !entry.isWebSocket)
            .map((e) => ({ ...e, route }))
        : own;
      return [route, entries];
    }),
  );
}

let callNumber = 0;

/** Sends the entry's well-formed request as one role; returns the status (101 for an open socket). */
async function send(entry: RouteAccess, role: RoleName): Promise<number> {
  const env: CallEnv = { ctx, world, n: ++callNumber };
  const call = await entry.call(env);
  const cookie = world.roles[role].cookie;
  const headers: Record<string, string> = cookie ? { cookie, origin } : { origin };
  if (entry.isWebSocket) return openSocket(call.url, headers);
  const method = entry.route.split(' ')[0] as 'GET';
  const response = await ctx.app.inject({ method, url: call.url, headers, payload: call.body as object });
  await entry.reset?.(env);
  return response.statusCode;
}

async function openSocket(url: string, headers: Record<string, string>): Promise<number> {
  let first: Promise<string> | undefined;
  try {
    const socket = await ctx.app.injectWS(
      url,
      { headers: { host: 'localhost:3000', ...headers } },
      {
        // The server says `ready` as soon as it opens: listen before the open resolves.
        onInit: (ws) => {
          first = new Promise((resolve) => ws.once('message', (m) => resolve(String(m))));
        },
      },
    );
    const message = await first!;
    socket.terminate();
    return JSON.parse(message).type === 'ready' ? 101 : 500;
  } catch (error) {
    const status = /Unexpected server response: (\d+)/.exec(String(error))?.[1];
    if (status) return Number(status);
    throw error;
  }
}

function verdict(entry: RouteAccess, role: RoleName, status: number): string | null {
  const refusal = refusals[entry.access][role];
  if (refusal) return status === refusal ? null : `expected ${refusal}`;
  if (status === 401 || status === 403 || status >= 500) return 'expected to be let through';
  if (status >= 400 && !entry.isErrorExpected) return 'expected success for a well-formed request';
  return null;
}

describe('every route has an access rule', () => {
  it('names each registered route in the table, and nothing else', () => {
    const byRoute = entriesByRoute();
    const missing = [...byRoute].filter(([, entries]) => entries.length === 0).map(([route]) => route);
    const stale = [...new Set(routeAccess.map((entry) => entry.route))].filter(
      (route) => !byRoute.has(route),
    );
    expect([
      ...missing.map((route) => `${route} has no access rule: add it to ${tableFile}`),
      ...stale.map((route) => `${tableFile} has a rule for ${route}, which the app no longer registers`),
    ]).toEqual([]);
  });
});

describe('route × role', () => {
  // Every route as every role, one call at a time: over a thousand calls, so more than the usual 30 s
  // on a busy machine.
  it('refuses and lets through exactly the roles each rule names', { timeout: 120_000 }, async () => {
    const entries = [...entriesByRoute().values()].flat();
    // Sign-out ends the session it is sent with, so it goes last.
    const ordered = [...entries.filter((e) => !e.endsSession), ...entries.filter((e) => e.endsSession)];
    const problems: string[] = [];
    for (const entry of ordered) {
      for (const role of roleNames) {
        const status = await send(entry, role);
        const problem = verdict(entry, role, status);
        const name = `${entry.route}${entry.note ? ` (${entry.note})` : ''} [${entry.access}]`;
        if (problem) problems.push(`${name} as ${role}: got ${status}, ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the OpenAPI document agrees with the table (docs/decisions.md #35)', () => {
  it('lets signed-out callers call exactly the public operations, and documents each refusal', async () => {
    type Operation = { security?: object[]; responses: Record<string, unknown> };
    const document = (await ctx.app.inject('/api/docs/json')).json() as {
      security: object[];
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    for (const [url, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`;
        const entries = routeAccess.filter((entry) => entry.route === route);
        const isPublic = entries.some((entry) => entry.access === 'public');
        const security = operation.security ?? document.security;
        // `[]` needs no session; a list with `{}` takes one without needing it.
        const letsAnyoneIn =
          security.length === 0 || security.some((scheme) => Object.keys(scheme).length === 0);
        if (isPublic !== letsAnyoneIn) {
          problems.push(
            `${route}: the table says ${isPublic ? '' : 'not '}public, its security says otherwise`,
          );
        }
        const refused = new Set(entries.flatMap((entry) => Object.values(refusals[entry.access])));
        for (const status of refused) {
          if (!(String(status) in operation.responses))
            problems.push(`${route}: refuses with ${status}, undocumented`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
