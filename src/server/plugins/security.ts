import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. The built app loads only its own scripts; Radix and sonner set inline
 * style attributes, hence 'unsafe-inline' for styles only. Live updates use ws(s) to this origin.
 *
 * No header depends on the request (no CSP nonces), so helmet runs once at start and every reply
 * gets the same headers: @fastify/helmet rebuilt helmet and re-parsed the policy on each request,
 * a tenth of the server's time on a cached list (docs/decisions.md #17).
 */
export function registerSecurity(app: FastifyInstance, options: { publicUrl: string }): void {
  const headers = securityHeaders(options.publicUrl.startsWith('https:'));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets for our policy, collected from one run of its middleware. */
export function securityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps,
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
