import fc from 'fast-check';
import type { World } from '../world';
import { encodeComponent, type FuzzCase, type Identity, identityFor, queryString } from './fuzz-case';
import { evilStrings, oddUuids, pagePaths, poisons, seededIds, seededSlugs } from './values';

/** Routes the OpenAPI document leaves out: live updates, the dev mailbox, pages, static files, docs. */
export function hiddenRouteCases(
  world: World,
): { target: string; cases: fc.Arbitrary<FuzzCase>; fixed?: FuzzCase[] }[] {
  const readMethod = fc.constantFrom('GET', 'GET', 'HEAD');
  const shortEvil = evilStrings.filter((text) => text.length < 100);
  const oddQuery = fc.option(
    fc
      .tuple(fc.constantFrom('view', 'q', 'search', 'x', 'cursor'), fc.constantFrom(...shortEvil, ...poisons))
      .map(([key, value]) => queryString([[key, value]])),
    { nil: '', freq: 2 },
  );
  const segment = fc.oneof(
    fc.constantFrom(...seededSlugs(world), 'vent', 'request', 'about'),
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.constantFrom(...shortEvil, ...poisons),
  );
  const generatedPath = fc
    .array(segment, { minLength: 1, maxLength: 4 })
    .map((segments) => `/${segments.map(encodeComponent).join('/')}`);
  const shareId = fc.oneof(
    fc.constantFrom(...seededIds(world), ...oddUuids),
    fc.uuid(),
    fc.constantFrom(...poisons).map((poison) => `${world.request.id.slice(0, 35)}${poison}`),
  );

  const simple = (target: string, urls: fc.Arbitrary<string>, headers = fc.constant({})) =>
    fc
      .record({ method: readMethod, url: urls, query: oddQuery, headers, identity: identityFor('GET') })
      .map(({ method, url, query, headers, identity }) => ({
        target,
        method,
        url: url + query,
        identity: identity as Identity,
        headers: headers as Record<string, string>,
        mutation: query ? 'odd query' : 'valid',
      }));

  const staticHeaders = fc.record(
    {
      'accept-encoding': fc.constantFrom('br', 'gzip', '*', 'identity;q=0', 'br;q=abc', 'gzip, br', ''),
      range: fc.constantFrom(
        'bytes=0-10',
        'bytes=999999-',
        'bytes=abc',
        'bytes=5-1',
        'bytes=0-0,1-1,2-2,3-3',
      ),
      'if-none-match': fc.constantFrom('*', '"nope"', 'W/'),
      'if-modified-since': fc.constantFrom(
        'garbage',
        'Thu, 01 Jan 1970 00:00:00 GMT',
        'Fri, 01 Jan 2100 00:00:00 GMT',
      ),
    },
    { requiredKeys: [] },
  );
  const upgradeHeaders = fc.constantFrom(
    {},
    { connection: 'upgrade' },
    { upgrade: 'websocket' },
    { connection: 'upgrade', upgrade: 'websocket' },
    { connection: 'upgrade', upgrade: 'h2c' },
    { 'sec-websocket-key': 'x', 'sec-websocket-version': '13' },
  );

  const staticFiles = [
    '/index.html',
    '/assets/app-abc123.js',
    '/assets/app-abc123.js.br',
    '/assets/app-abc123.js.gz',
  ];
  const docs = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/index.html',
    '/api/docs/static/swagger-initializer.js',
    '/api/docs/static/swagger-ui.css',
  ];

  const crawlerFiles = [
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/site.xml',
    '/sitemaps/requests-1.xml',
    '/feeds/changelog.atom',
    `/feeds/${world.company.slug}/changelog.atom`,
    `/feeds/${world.company.slug}/requests.atom`,
  ];
  const crawlerPath = fc.oneof(
    fc.constantFrom(...crawlerFiles),
    segment.map((name) => `/feeds/${encodeComponent(name)}/changelog.atom`),
    segment.map((name) => `/feeds/${encodeComponent(name)}/requests.atom`),
    fc
      .oneof(
        segment,
        fc.constantFrom('requests-0.xml', 'vents-999999.xml', 'companies-1.xml', 'requests-1e3.xml'),
      )
      .map((name) => `/sitemaps/${encodeComponent(name)}`),
  );

  return [
    {
      target: 'GET|HEAD feeds and sitemaps',
      cases: simple('GET|HEAD feeds and sitemaps', crawlerPath),
      fixed: everyUrl('GET|HEAD feeds and sitemaps', crawlerFiles),
    },
    {
      target: 'GET|HEAD /api/v1/live',
      cases: simple('GET|HEAD /api/v1/live', fc.constant('/api/v1/live'), upgradeHeaders),
    },
    {
      target: 'GET|HEAD /dev/mailbox',
      cases: simple('GET|HEAD /dev/mailbox', fc.constantFrom('/dev/mailbox', '/dev/mailbox.json')),
    },
    {
      target: 'GET|HEAD /* (pages)',
      cases: simple('GET|HEAD /* (pages)', fc.oneof(fc.constantFrom(...pagePaths(world)), generatedPath)),
    },
    {
      target: 'GET|HEAD /request/{id}',
      cases: simple(
        'GET|HEAD /request/{id}',
        shareId.map((id) => `/request/${encodeComponent(id)}`),
      ),
    },
    {
      target: 'GET|HEAD static files',
      cases: simple('GET|HEAD static files', fc.constantFrom(...staticFiles), staticHeaders),
      fixed: everyUrl('GET|HEAD static files', staticFiles),
    },
    {
      target: 'GET|HEAD /api/docs',
      cases: simple(
        'GET|HEAD /api/docs',
        fc.oneof(
          fc.constantFrom(...docs),
          fc
            .constantFrom(...shortEvil, ...poisons, '../../package.json')
            .map((name) => `/api/docs/static/${encodeComponent(name)}`),
        ),
      ),
      fixed: everyUrl('GET|HEAD /api/docs', docs),
    },
  ];
}

/** Each of these URLs once by GET and once by HEAD, so that every one of their routes gets a case. */
function everyUrl(target: string, urls: string[]): FuzzCase[] {
  return urls.flatMap((url) =>
    ['GET', 'HEAD'].map((method) => ({
      target,
      method,
      url,
      identity: 'anonymous' as const,
      headers: {},
      mutation: 'valid',
    })),
  );
}
