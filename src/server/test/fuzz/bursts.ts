import type { World } from '../world';
import type { FuzzCase, Identity } from './fuzz-case';

const copies = 6;

/**
 * The same write sent several times at once: two saves that pick the same free slug, a new company
 * or product made twice, a vote or a rate limit counted in parallel. On PGlite the transactions take
 * turns, so races show on PostgreSQL only; their outcome can vary between runs, the cases do not.
 */
export function burstCases(world: World): { target: string; cases: FuzzCase[] }[] {
  const draft = (title: string, extra: Record<string, unknown> = {}) => ({
    company: { id: world.company.id },
    title,
    userStoryWant: 'my boards to export as PDF files',
    userStorySoThat: 'I can print them for meetings',
    confirmDuplicates: true,
    ...extra,
  });
  /** `body` may differ per copy (its number), so that only the part under test is shared. */
  const burst = (
    target: string,
    method: string,
    url: string,
    identities: Identity[],
    body: (n: number) => unknown,
  ) => ({
    target,
    cases: Array.from({ length: copies }, (_, n) => ({
      target,
      method,
      url,
      identity: identities[n % identities.length]!,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify(body(n)),
      mutation: `${copies} at once`,
    })),
  });
  const people: Identity[] = ['user', 'member', 'admin'];
  return [
    burst('burst: POST /api/v1/requests, same title', 'POST', '/api/v1/requests', people, () =>
      draft('Burst slug'),
    ),
    burst('burst: POST /api/v1/vents, same title', 'POST', '/api/v1/vents', people, () =>
      draft('Burst vent'),
    ),
    burst('burst: POST /api/v1/requests, same new company', 'POST', '/api/v1/requests', people, (n) =>
      draft(`Burst company ${n}`, { company: { name: 'Burst Company' } }),
    ),
    burst(
      'burst: POST /api/v1/requests, same new product',
      'POST',
      '/api/v1/requests',
      ['member', 'admin'],
      (n) => draft(`Burst product ${n}`, { product: { name: 'Burst Product' } }),
    ),
    burst(
      'burst: POST /api/v1/requests/:id/vote',
      'POST',
      `/api/v1/requests/${world.productRequest.id}/vote`,
      people,
      () => ({ voted: true }),
    ),
    burst(
      'burst: POST /api/v1/auth/code, one new e-mail',
      'POST',
      '/api/v1/auth/code',
      ['anonymous'],
      () => ({
        email: 'burst@example.com',
        intent: 'sign-up',
        signUp: { firstName: 'Ada', lastName: 'Byron', username: 'burst', acceptTerms: true },
      }),
    ),
  ];
}
