import { z } from 'zod';
import { type ErrorBody, type ErrorCode, errorStatus } from '../errors';

/**
 * Every error answer of the API: `{ error: { code, message, fields? } }`, the code's HTTP status
 * from `errorStatus`, `fields` naming each refused field (field path → message). One component of
 * the OpenAPI document (`ErrorBody`), which each route's documented error statuses point to.
 */
export const errorBody: z.ZodType<ErrorBody> = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });

/** What each documented error status means, whichever route answers it. */
const errorMeaning = {
  400: 'The request is malformed or a value is invalid; `fields` names each invalid field.',
  401: 'Not signed in: the session cookie is missing or has expired.',
  403: 'Not allowed for this account, or sent from another site with the session cookie.',
  404: 'Nothing has this id or address (or, where named, this e-mail).',
  409: 'The change conflicts with the current state: a name or e-mail already taken, a request already launched, or someone else changing the same thing at the same moment.',
  413: 'The body is larger than 1 MiB.',
  414: 'A path parameter is too long.',
  415: 'The body is not JSON (`content-type: application/json`).',
  429: "Too many at once: a sign-in limit per address, or a limit on one person's writes; the `Retry-After` header says in how many seconds to try again.",
  503: 'A service the server needs did not answer (the database, or the mail server); try again later.',
} as const;

export type DocumentedErrorStatus = keyof typeof errorMeaning;

interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: typeof errorBody } };
}

/**
 * The error statuses a route answers, to spread into its `response`: each is documented with
 * `ErrorBody`, and the answer is checked against it like any other response.
 */
export function documentedErrors<S extends DocumentedErrorStatus>(
  ...statuses: S[]
): Record<S, ErrorResponse> {
  const responses = {} as Record<S, ErrorResponse>;
  for (const status of statuses) {
    responses[status] = {
      description: errorMeaning[status],
      content: { 'application/json': { schema: errorBody } },
    };
  }
  return responses;
}
