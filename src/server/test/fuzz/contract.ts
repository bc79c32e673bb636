import { errorStatus } from '../../../shared/errors';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Screens answer unknown paths with the app's page and 404 (docs/decisions.md #6). */
const isPagePath = (url: string) => !/^\/(api|dev|assets)(\/|$|\?)/.test(url);

/**
 * What is wrong with an answer, or null: any 5xx, and any error (≥ 400) that is not
 * `{ error: { code, message, fields? } }` with a code of src/shared/errors.ts sent with its status.
 */
export function contractProblem(method: string, url: string, answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return `${status}`;
  if (status < 400) return null;
  const type = String(answer.headers['content-type'] ?? '');
  if (status === 404 && type.startsWith('text/html') && isPagePath(url) && ['GET', 'HEAD'].includes(method)) {
    return null;
  }
  if (!type.startsWith('application/json')) return `error as ${type || 'no content type'}, not JSON`;
  if (method === 'HEAD') return null;
  return errorBodyProblem(status, answer.body);
}

export function errorBodyProblem(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  if (!isPlainObject(body) || !isPlainObject(body.error) || Object.keys(body).length !== 1) {
    return `error body is not { error: {…} } but has ${Object.keys(body ?? {}).join(', ')}`;
  }
  const { code, message, fields, ...rest } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string')
    return 'error.code or error.message is not a string';
  if (fields !== undefined && !isPlainObject(fields)) return 'error.fields is not an object';
  if (Object.keys(rest).length) return `error has extra keys ${Object.keys(rest).join(', ')}`;
  if (!(code in errorStatus)) return `error.code ${code} is not in src/shared/errors.ts`;
  const expected = errorStatus[code as keyof typeof errorStatus];
  if (expected !== status) return `error.code ${code} means ${expected}, sent with ${status}`;
  return null;
}

/** What the server logged about a failed request: the error, and where it came from. */
export interface Cause {
  message: string;
  /** The first frame in src/ outside the database wrapper, else the SQL it ran. */
  where: string;
}

/** The first error logged for a request (raise Error.stackTraceLimit so that src/ frames show). */
export function causeOf(
  logs: { err?: { message?: string; stack?: string; query?: string }; msg?: string }[],
): Cause | null {
  const entry = logs.find((log) => log.err) ?? logs[0];
  if (!entry) return null;
  const stack = entry.err?.stack ?? '';
  const causedBy = /caused by: (?:\w*Error: |error: )?(.*)/.exec(stack)?.[1];
  const message = (causedBy ?? entry.err?.message?.split('\n')[0] ?? entry.msg ?? '').slice(0, 200);
  const frames = [...stack.matchAll(/at (?:(\S+) \()?(\S*?)\/(src\/[^):]+:\d+)/g)].filter(
    (f) => !f[2]!.includes('node_modules'),
  );
  const frame = frames.find((f) => !f[3]!.startsWith('src/server/db/')) ?? frames[0];
  const query = entry.err?.query ? `in SQL ${entry.err.query.slice(0, 100)}` : '';
  return { message, where: frame ? `at ${frame[1] ? `${frame[1]} ` : ''}(${frame[3]})` : query };
}

/** For an answer Fastify or Node made (not our error handler): what tells it apart. */
export function foreignShapeOf(answer: Answer): string | null {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return `${type || 'no content type'}: ${answer.body.slice(0, 40)}`;
  try {
    const body = JSON.parse(answer.body) as { code?: unknown; error?: unknown; statusCode?: unknown };
    if (typeof body.code === 'string') return body.code;
    if (typeof body.error === 'string') return `${body.statusCode} ${body.error}`;
  } catch {
    return 'not JSON';
  }
  return null;
}

/** The same fault with other values: ids, numbers and quoted text left out. */
export function signatureOf(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '<id>')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, '#');
}
