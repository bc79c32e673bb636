import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorBody, type ErrorCode, internalErrorMessage } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's and Node's own refusals, in our words, each with its own status. */
const frameworkRefusals: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION', message: messages.requestUnreadable },
  403: { code: 'FORBIDDEN', message: messages.notAllowed },
  404: { code: 'NOT_FOUND', message: messages.notFound },
  408: { code: 'REQUEST_TIMEOUT', message: messages.requestTimedOut },
  413: { code: 'PAYLOAD_TOO_LARGE', message: messages.requestTooLarge },
  414: { code: 'URI_TOO_LONG', message: messages.addressTooLong },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.sendJson },
  431: { code: 'HEADERS_TOO_LARGE', message: messages.headersTooLarge },
};

function refusal(status: number, detail?: string) {
  const known = frameworkRefusals[status];
  if (known) return { status, body: body(known.code, status === 400 && detail ? detail : known.message) };
  return { status: 400, body: body('VALIDATION', detail ?? frameworkRefusals[400]!.message) };
}

/**
 * One error handler: AppError and schema failures become `{ error: { code, message, fields? } }`
 * with their status; anything else is logged with the request id and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      // A merged item's lookups move back with an unmerge: the browser must ask again each time.
      if (error.location !== undefined)
        reply.header('location', error.location).header('cache-control', 'no-store');
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (field && !fields[field]) fields[field] = issue.message ?? messages.invalidValue;
      }
      const first = error.validation[0]?.message ?? messages.invalidRequest;
      return reply
        .status(400)
        .send(body('VALIDATION', first, Object.keys(fields).length ? fields : undefined));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL', internalErrorMessage));
    }
    if (isUniqueViolation(error)) {
      // A race the code did not serialise: two writers reached one unique key at once. Nothing was
      // saved; the person can simply try again. Logged so that the race gets its own fix.
      request.log.warn({ err: error }, 'unique key race');
      return reply.status(409).send(body('CONFLICT', messages.changedAtTheSameMoment));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', error.message));
    }
    if (status >= 400 && status < 500) {
      // Framework-level client errors: malformed JSON, unsupported media type, body too large.
      const answer = refusal(status, error.message);
      return reply.status(answer.status).send(answer.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', internalErrorMessage));
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, 'not found');
    return reply.status(404).send(body('NOT_FOUND', messages.notFound));
  });
}

/** Fastify's `frameworkErrors`: a URL its router cannot read, or a path parameter too long. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = refusal(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);
  void reply.status(answer.status).send(answer.body);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route runs (headers
 * too large, a request that took too long, bytes that are not HTTP), in the same error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const answer = JSON.stringify(refusal(status).body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText[status]}\r\nContent-Length: ${Buffer.byteLength(answer)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${answer}`,
    );
  }
  socket.destroy(error);
}

const statusText: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
