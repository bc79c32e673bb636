import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages';
import { AppError } from '../errors';

/**
 * The path of the first string in `value` that the database cannot store: PostgreSQL's text holds
 * no NUL character, and a lone UTF-16 surrogate has no UTF-8 form (it would be saved as U+FFFD,
 * or refused inside JSON).
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || !value.isWellFormed() ? path : null;
  }
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || !key.isWellFormed()) return [...path, key];
    const found = findUnstorableText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, with one clear 400 before any schema or service sees it, a request whose body, query or
 * path parameters carry text the database cannot store; every route, present and future, at once.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const path = findUnstorableText(value);
      if (!path) continue;
      const field = path.join('.') || part;
      return done(
        new AppError('VALIDATION', {
          userMessage: messages.textCannotBeStored,
          fields: { [field]: messages.textCannotBeStored },
        }),
      );
    }
    done();
  });
}
