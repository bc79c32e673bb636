import type { FastifyInstance } from 'fastify';
import { answeringRouteHeader } from '../registered-routes';
import { causeOf, contractProblem } from './contract';
import type { FuzzCase, Identity } from './fuzz-case';
import { mailedCode } from './hints';
import type { Failure } from './report';

/** Error logs written while one case ran (the logger's stream appends to it). */
export type ServerLog = {
  level: number;
  err?: { message?: string; stack?: string; query?: string };
  msg?: string;
}[];

const answerTimeoutMs = 10_000;

/**
 * Sends one case with app.inject; returns its status, the route that answered (`METHOD /url`, none
 * when no route matched) and what went wrong, if anything.
 */
export async function runCase(
  app: FastifyInstance,
  original: FuzzCase,
  cookies: Record<Identity, string>,
  serverLog: ServerLog,
  /** Sent alongside others: the log is theirs too, so it is not emptied first. */
  isConcurrent = false,
): Promise<{ status: number | 'none'; route?: string; failure: Failure | null }> {
  const fuzzCase = withMailedCode(app, original);
  if (!isConcurrent) serverLog.length = 0;
  const cookie = cookies[fuzzCase.identity];
  let timer: NodeJS.Timeout | undefined;
  try {
    const response = await Promise.race([
      app.inject({
        method: fuzzCase.method as 'GET',
        url: fuzzCase.url,
        headers: cookie ? { ...fuzzCase.headers, cookie } : fuzzCase.headers,
        payload: fuzzCase.payload,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${answerTimeoutMs / 1000} s`)),
          answerTimeoutMs,
        );
      }),
    ]);
    const answer = { status: response.statusCode, headers: response.headers, body: response.body };
    const problem = contractProblem(fuzzCase.method, fuzzCase.url, answer);
    const failure = problem ? { fuzzCase, answer, problem, cause: causeOf(serverLog) } : null;
    const route = response.headers[answeringRouteHeader];
    return { status: answer.status, route: typeof route === 'string' ? route : undefined, failure };
  } catch (error) {
    return { status: 'none', failure: { fuzzCase, problem: String(error), cause: causeOf(serverLog) } };
  } finally {
    clearTimeout(timer);
  }
}

/** Puts the code last mailed to the body's e-mail where the case says `<mailed code>`. */
function withMailedCode(app: FastifyInstance, fuzzCase: FuzzCase): FuzzCase {
  const { payload } = fuzzCase;
  if (typeof payload !== 'string' || !payload.includes(JSON.stringify(mailedCode))) return fuzzCase;
  let email: unknown;
  try {
    email = JSON.parse(payload).email;
  } catch {
    return fuzzCase;
  }
  const to = typeof email === 'string' ? email.trim().toLowerCase() : '';
  const mail = app.mailer.mailbox?.list().find((m) => m.to === to);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? '000000';
  return { ...fuzzCase, payload: payload.replace(JSON.stringify(mailedCode), JSON.stringify(code)) };
}
