import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { generateFile, mapOpenApiEndpoints } from 'typed-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from './features/auth/sessions';
import { signInAs, signUpBody } from './test/auth-helpers';
import { addVotes, createCompany, createItem, createUser } from './test/factories';
import { createTestApp, type TestApp, testConfig } from './test/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface Document {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  components: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const publicUrl = 'http://127.0.0.1:4321';
let ctx: TestApp;
let document: Document;
beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ PUBLIC_URL: publicUrl }) });
  document = (await ctx.app.inject('/api/docs/json')).json();
});
afterAll(async () => ctx?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );

describe('the OpenAPI document (docs/decisions.md #35)', () => {
  it('gives every operation a unique verb-noun operationId and a summary', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { name, operation } of operations()) {
      const id = operation.operationId ?? '';
      if (!/^[a-z]+[A-Za-z]*$/.test(id))
        problems.push(`${name}: operationId '${id}' is not verb-noun camelCase`);
      if (seen.has(id)) problems.push(`${name}: operationId '${id}' is also ${seen.get(id)}'s`);
      seen.set(id, name);
      if (!operation.summary?.trim()) problems.push(`${name}: no summary`);
    }
    expect(operations().length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('names the server by PUBLIC_URL and the session cookie as the security every operation needs by default', () => {
    expect(document.servers).toEqual([{ url: publicUrl }]);
    expect(document.components.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName,
    });
    expect(document.security).toEqual([{ session: [] }]);
    for (const { name, operation } of operations()) {
      for (const requirement of operation.security ?? []) {
        expect(
          Object.keys(requirement).every((scheme) => scheme === 'session'),
          name,
        ).toBe(true);
      }
    }
  });

  it('documents 400 on every operation and every 4xx answer as ErrorBody', () => {
    expect(document.components.schemas?.ErrorBody).toBeDefined();
    const problems: string[] = [];
    for (const { name, operation } of operations()) {
      if (!operation.responses['400']) problems.push(`${name}: no 400`);
      for (const [status, response] of Object.entries(operation.responses)) {
        const ref = response.content?.['application/json']?.schema?.$ref;
        if (status.startsWith('4') && ref !== '#/components/schemas/ErrorBody') {
          problems.push(`${name}: ${status} is not ErrorBody`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Typed calls through the generated client: type-checked against it by tsc, then run against the
 * listening server. The `@ts-expect-error` proves the client's types are not `any`.
 */
const usage = `import { createApiClient, type Fetcher } from './client';

const fetcher: Fetcher = {
  fetch: ({ method, url, urlSearchParams, overrides }) => {
    if (urlSearchParams) url.search = urlSearchParams.toString();
    return fetch(url, { method: method.toUpperCase(), ...overrides });
  },
};

export async function readBoard(baseUrl: string, cookie: string) {
  const api = createApiClient(fetcher, baseUrl);
  const page = await api.get('/api/v1/requests', { query: { view: 'top-requests', limit: 2 } });
  const top = page.items[0];
  if (!top) throw new Error('an empty board');
  const card = await api.get('/api/v1/requests/{id}', { path: { id: top.id } });
  const voteCount: number = card.voteCount;
  const missing = await api.get('/api/v1/requests/{id}', {
    path: { id: '00000000-0000-4000-8000-000000000000' },
    withResponse: true,
  });
  const session = await api.get('/api/v1/auth/session', { overrides: { headers: { cookie } } });
  // @ts-expect-error: the board has no such view
  await api.get('/api/v1/requests', { query: { view: 'newest' } }).catch(() => null);
  return {
    titles: page.items.map((item) => item.title),
    card: { title: card.title, voteCount },
    missing: missing.ok ? null : { status: missing.status, code: missing.data.error.code },
    username: session.user?.username ?? null,
  };
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['*.ts'],
};

const tsc = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsc');

describe('a client generated from the document (typed-openapi)', () => {
  it('type-checks calls against the document and makes them against the server', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Clientbrook');
    const voters = [await createUser(db), await createUser(db)];
    const top = await createItem(db, { companyId: company.id, title: 'Dark mode for the editor' });
    await createItem(db, { companyId: company.id, title: 'Keyboard shortcuts everywhere' });
    await addVotes(
      db,
      top.id,
      voters.map((voter) => voter.id),
    );
    const { cookie } = await signInAs(ctx.app, 'client@example.com', {
      signUp: signUpBody({ username: 'client-reader' }),
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

    const served = await (await fetch(`${baseUrl}/api/docs/json`)).json();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ilii-openapi-client-'));
    try {
      await writeFile(
        path.join(dir, 'client.ts'),
        generateFile({ ...mapOpenApiEndpoints(served), runtime: 'none' }),
      );
      await writeFile(path.join(dir, 'usage.ts'), usage);
      await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      const checked = await promisify(execFile)(tsc, ['-p', dir]).catch(
        (error: { stdout?: string }) => error,
      );
      expect(checked.stdout, 'tsc on the generated client and its use').toBe('');

      const { readBoard } = (await import(pathToFileURL(path.join(dir, 'usage.ts')).href)) as {
        readBoard(baseUrl: string, cookie: string): Promise<unknown>;
      };
      expect(await readBoard(baseUrl, cookie)).toEqual({
        titles: ['Dark mode for the editor', 'Keyboard shortcuts everywhere'],
        card: { title: 'Dark mode for the editor', voteCount: 2 },
        missing: { status: 404, code: 'NOT_FOUND' },
        username: 'client-reader',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
