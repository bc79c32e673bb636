import type { FastifyRequest } from 'fastify';

/**
 * Whether a request may act for whoever's cookie it carries: it comes from this site's own pages,
 * or from something that is not a browser page at all.
 *
 * - With an Origin header, it must be the site's public origin (`PUBLIC_URL`) or the origin the
 *   request itself was addressed to (the Host it names).
 * - Without one, a browser still says where the request came from in `Sec-Fetch-Site`: another
 *   site (`cross-site`, `same-site`) is refused like a foreign Origin; `same-origin`, `none` (typed
 *   or bookmarked) and no header at all (curl, scripts, older browsers) are allowed.
 */
export function sameOriginRule(publicUrl: string): (request: FastifyRequest) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  return (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
    }
    const site = request.headers['sec-fetch-site'];
    return site !== 'cross-site' && site !== 'same-site';
  };
}
