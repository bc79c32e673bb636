import fc from 'fast-check';
import type { World } from '../world';

/**
 * The inputs known to break servers like ours, always in the mix: the schema-derived values are
 * mutated with these, and the named fields (cursor, path, e-mail, ids…) draw from them too.
 */
export const poisons = ['\u0000', '\ud800', '\udfff', '\u0000\ud800'];

export const longString = 'x'.repeat(100_000);

export const evilStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  'x'.repeat(10_000),
  longString,
  '\u202e\u0301\ufeff',
  '😀'.repeat(60),
  '%00',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\\',
  '\r\n',
  'null',
  '1e308',
  '__proto__',
];

export const evilNumbers = [1e308, -1e308, 2147483648, -2147483649, -1, 0, 1.5, 2 ** 53 + 2, 1e-308];

/** Anything JSON can carry, of every type, for a field that expects another. */
export const evilValues: unknown[] = [
  ...evilStrings,
  ...evilNumbers,
  null,
  true,
  false,
  [],
  {},
  [null],
  ['\u0000'],
  { '': '\u0000' },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
];

const dashes = '-'.repeat(36);
const nilUuid = '00000000-0000-0000-0000-000000000000';

export const oddUuids = [
  dashes,
  nilUuid,
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  `${nilUuid}\u0000`,
  'a'.repeat(101),
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');
export const cursorOf = (value: unknown, id: unknown) => base64url(JSON.stringify([value, id]));

/** List cursors are base64url of JSON `[value, id]`: the values the decoder might let through. */
export function oddCursors(id: string): string[] {
  return [
    cursorOf(1.5, id),
    cursorOf(1e308, id),
    cursorOf('2020-01-01', id),
    cursorOf(2147483648, id),
    cursorOf('-000001-01-01T00:00:00.000Z', id),
    cursorOf('+275760-09-13T00:00:00.000Z', id),
    cursorOf('+275760-09-13T00:00:00.001Z', id),
    cursorOf(-1, id),
    cursorOf(2 ** 53 + 2, id),
    cursorOf('1', id),
    cursorOf('Tue, 01 Jan 2030 00:00:00 GMT', id),
    cursorOf(0, dashes),
    cursorOf('2020-01-01T00:00:00.000Z', dashes),
    cursorOf(1, id.toUpperCase()),
    cursorOf(null, id),
    cursorOf([1], id),
    base64url('[1]'),
    base64url('{}'),
    base64url('null'),
    base64url('[1,"a",3]'),
    'not-base64!',
    '',
  ];
}

/** Cursors built from the format itself: any JSON value and id-like string, or random bytes. */
export const generatedCursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.double(),
        fc.integer(),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.string(),
      ),
      fc.oneof(fc.uuid(), fc.stringMatching(/^[0-9a-f-]{36}$/)),
    )
    .map(([value, id]) => cursorOf(value, id)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
);

export const oddEmails = [
  'name<x@example.com>',
  '"a b"@example.com',
  'a@b',
  'x@[127.0.0.1]',
  'x@example.com, y@example.com',
  `${'a'.repeat(300)}@example.com`,
  'X@EXAMPLE.COM',
  '@',
  'x@example.com\u0000',
  'x\ud800@example.com',
];

export const oddCodes = ['000000', '123456', '12345', '1234567', '１２３４５６', ' 123456 ', '12345\u0000'];

export const oddUsernames = ['a', 'x'.repeat(51), 'bad name', 'Ünïcode', 'user-world', '..', '-'];

/** Page paths: the screens of src/shared/routes.ts with real slugs, and broken ones. */
export function pagePaths(world: World): string[] {
  const { company, product, request, productRequest, vent } = world;
  return [
    '/',
    '/vent',
    '/about',
    '/admin',
    '/create-request',
    `/${company.slug}`,
    `/${company.slug}/no-product`,
    `/${company.slug}/${product.slug}`,
    `/${company.slug}/no-product/${request.slug}`,
    `/${company.slug}/${product.slug}/${productRequest.slug}`,
    `/vent/${company.slug}/no-product/${vent.slug}`,
    `/request/${request.id}`,
    `/request/${vent.id}`,
    `/request/${dashes}`,
    `/request/${nilUuid}`,
    `/request/${request.id.toUpperCase()}`,
    '/%00',
    '/%ED%A0%80',
    '/%E0%A4%A',
    `/${company.slug}/%00/x`,
    '/a'.repeat(500),
    '//',
    '/..%2F..%2Fpackage.json',
  ];
}

/** Real ids of the seeded rows (never the roles' own accounts, which the fuzz must not delete). */
export function seededIds(world: World): string[] {
  return [
    world.request.id,
    world.productRequest.id,
    world.vent.id,
    world.build.id,
    world.memberBuild.id,
    world.company.id,
    world.otherCompany.id,
    world.product.id,
    world.application.id,
    world.idleUser.id,
  ];
}

export const seededSlugs = (world: World) => [
  world.company.slug,
  world.otherCompany.slug,
  world.product.slug,
  'no-product',
  world.request.slug,
  world.productRequest.slug,
  world.vent.slug,
];

export const realisticText = fc.constantFrom(
  'Export boards to PDF',
  'Dark mode for the editor',
  'I want to share a board with my team',
  'so that I can plan my week',
  'Sync loses my notes',
  'Notewren',
  'Notewren Mobile',
  'A PDF export would help our team too',
);
