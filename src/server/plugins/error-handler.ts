import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorBody, type ErrorCode, errorStatus, internalErrorMessage } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
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
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (field && !fields[field]) fields[field] = issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
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
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : 'VALIDATION';
      return reply.status(code === 'VALIDATION' ? 400 : errorStatus[code]).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', internalErrorMessage));
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, 'not found');
    return reply.status(404).send(body('NOT_FOUND', 'Not found'));
  });
}
