import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ContentKind } from '../shared/contracts/requests';
import { sessionCookieName } from './features/auth/sessions';

/**
 * The OpenAPI document's frame (docs/decisions.md #35): the server's public address, the session
 * cookie as the `session` security scheme, and that scheme required by every operation unless the
 * operation says otherwise with one of the two values below.
 */
export function openApiFrame(publicUrl: string) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'ilii API',
      version: '1',
      description: [
        'The JSON API behind the ilii board.',
        `A session is the \`${sessionCookieName}\` cookie that \`verifySignInCode\` sets (HttpOnly: a browser sends it by itself). Every operation needs one unless its own \`security\` says otherwise: \`[]\` needs none, and a list with \`{}\` takes one without needing it.`,
        "A write that carries the cookie must come from this site's pages: an `Origin` of another site is refused with 403.",
        'Every error is `{ error: { code, message, fields? } }` (`ErrorBody`) with the status of its code. Each operation lists the errors it answers; any request may also be refused before it reaches one (408 too slow, 414 too long a path parameter, 431 too large headers).',
      ].join('\n\n'),
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: sessionCookieName,
          description: 'The session cookie set by `verifySignInCode`.',
        },
      },
    },
    security: [{ session: [] }],
  };
}

/** An operation anyone may call; a session changes nothing in its answer. */
export const withoutSession: { [scheme: string]: string[] }[] = [];

/**
 * An operation anyone may call; with a session its answer also holds the caller's own part (their
 * votes, what they own, their personal views).
 */
export const sessionOptional: { [scheme: string]: string[] }[] = [{}, { session: [] }];

/** A content kind's words for operationIds and summaries: `listRequests`, 'Edit your own vent'. */
export function kindNames(kind: ContentKind) {
  const one = kind === 'requests' ? 'request' : 'vent';
  const One = kind === 'requests' ? 'Request' : 'Vent';
  return { one, One, Many: `${One}s` };
}

/**
 * Puts the schemas that name themselves (`.meta({ id })`, such as ErrorBody) in
 * `components.schemas`, less the copies nothing points to: the type provider adds an input
 * variant of each (`ErrorBodyInput`), which no operation takes.
 */
export const withNamedSchemas: SwaggerTransformObject = (document) => {
  const result = jsonSchemaTransformObject(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const { schemas = {}, ...otherComponents } = result.components ?? {};
  for (const name of Object.keys(schemas)) {
    const { [name]: _itself, ...otherSchemas } = schemas;
    const rest = JSON.stringify([result.paths, otherComponents, otherSchemas]);
    if (!rest.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return result as ReturnType<SwaggerTransformObject>;
};
