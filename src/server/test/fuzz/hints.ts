import fc from 'fast-check';
import { roleNames, type World } from '../world';
import type { Hints } from './schema-arbitrary';
import {
  generatedCursor,
  oddCodes,
  oddCursors,
  oddEmails,
  oddUsernames,
  pagePaths,
  realisticText,
  seededIds,
  seededSlugs,
} from './values';

/** Stands for the code last mailed to the body's e-mail; the runner puts the real one in. */
export const mailedCode = '<mailed code>';

const newcomers = Array.from({ length: 8 }, (_, i) => `fuzz-${i + 1}`);

/**
 * Values by field, so that requests name real rows and pass the rules the schemas cannot say (one
 * of a company's id or name, four words in a title), and so reach the services and the database;
 * and so that the known-bad cursors, e-mails and paths are always among them.
 */
export function fuzzHints(world: World, realCursors: string[]): Hints {
  const names = fc.constantFrom(
    'Notewren',
    'Ripplebeat',
    'Brand New Co',
    'Notewren Mobile',
    'about',
    '!!!',
    '-',
  );
  const choice = (ids: string[]) =>
    fc.oneof(fc.record({ id: fc.constantFrom(...ids) }), fc.record({ name: names }));
  const emails = [
    ...roleNames.filter((role) => role !== 'anonymous').map((role) => `${role}-world@example.com`),
    ...newcomers.map((name) => `${name}@example.com`),
    ...oddEmails,
  ];
  return {
    $uuid: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...seededIds(world)) },
      { weight: 1, arbitrary: fc.uuid() },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          world.request.id.toUpperCase(),
        ),
      },
    ),
    cursor: fc.oneof(fc.constantFrom(...oddCursors(world.request.id), ...realCursors), generatedCursor),
    path: fc.constantFrom(...pagePaths(world)),
    company: fc.constantFrom(...seededSlugs(world)),
    product: fc.constantFrom(...seededSlugs(world)),
    slug: fc.constantFrom(...seededSlugs(world)),
    'object:company': choice([world.company.id, world.otherCompany.id]),
    'object:product': choice([world.product.id]),
    'object:signUp.company': fc.record({
      companyId: fc.constantFrom(world.company.id, world.otherCompany.id),
      title: fc.constantFrom('CTO', 'PM'),
      phoneNumber: fc.constantFrom('555 0100', '+1 (555) 0100'),
    }),
    email: fc.constantFrom(...emails),
    code: fc.constantFrom(mailedCode, mailedCode, mailedCode, ...oddCodes),
    username: fc.constantFrom(...newcomers, ...oddUsernames),
    firstName: fc.constantFrom('Ada', 'Ünïcode', 'O’Brien'),
    lastName: fc.constantFrom('Byron', 'Ünïcode', 'O’Brien'),
    title: fc.constantFrom('Export boards to PDF', 'Dark mode everywhere', 'Shared team boards', 'Sync'),
    userStoryWant: realisticText,
    userStorySoThat: realisticText,
    content: realisticText,
    comment: realisticText,
    search: realisticText,
    name: names,
    companyName: names,
  };
}

/** The ids a route's `:id` should mostly name, so that its cases reach the row and its checks. */
export function idsForRoute(world: World, route: string): fc.Arbitrary<string> | undefined {
  const byPrefix: [string, string[]][] = [
    ['/api/v1/requests/', [world.request.id, world.productRequest.id]],
    ['/api/v1/vents/', [world.vent.id]],
    ['/api/v1/builds/', [world.build.id, world.memberBuild.id]],
    ['/api/v1/admin/applications/', [world.application.id]],
    ['/api/v1/admin/users/', [world.idleUser.id]],
  ];
  const ids = byPrefix.find(([prefix]) => route.startsWith(prefix))?.[1];
  return ids ? fc.constantFrom(...ids) : undefined;
}
