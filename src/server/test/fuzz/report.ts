import type { Answer, Cause } from './contract';
import { foreignShapeOf, signatureOf } from './contract';
import type { FuzzCase } from './fuzz-case';

export interface Failure {
  fuzzCase: FuzzCase;
  /** Undefined when no answer came. */
  answer?: Answer;
  problem: string;
  /** The server's own log of the error, when it logged one. */
  cause: Cause | null;
}

interface Group {
  first: Failure;
  count: number;
  targets: Set<string>;
}

/**
 * Failures grouped by fault, each printed once with the routes it showed on: an error in a foreign
 * shape by who made it (Fastify's FST_ codes, Node's 'Client Error'), anything else by route
 * (GET and HEAD, requests and vents together) and the server's error message.
 */
export class FailureReport {
  private readonly groups = new Map<string, Group>();

  add(failure: Failure): void {
    const { fuzzCase, answer, problem, cause } = failure;
    const route = fuzzCase.target.replace(/^(GET|HEAD) /, 'GET|HEAD ');
    const foreign = answer && answer.status < 500 ? foreignShapeOf(answer) : null;
    const family = route.replace(/\/api\/v1\/(requests|vents)\b/, '/api/v1/{kind}');
    const fault = foreign
      ? `made by ${signatureOf(foreign)}`
      : `${family} ${signatureOf(cause?.message ?? '')}`;
    const key = [answer?.status, signatureOf(problem), fault].join(' | ');
    const group = this.groups.get(key) ?? { first: failure, count: 0, targets: new Set<string>() };
    group.count += 1;
    group.targets.add(route);
    this.groups.set(key, group);
  }

  get size(): number {
    return this.groups.size;
  }

  format(): string {
    return [...this.groups.values()].map((group, index) => formatGroup(group, index + 1)).join('\n\n');
  }
}

function formatGroup({ first, count, targets }: Group, number: number): string {
  const { fuzzCase, answer, problem, cause } = first;
  const headers = { ...fuzzCase.headers };
  const routes = [...targets];
  const kind = routes.every((route) => route.startsWith('raw: ')) ? 'raw requests' : 'routes';
  const where = routes.length === 1 ? routes[0] : `${routes.length} ${kind}`;
  const lines = [
    `${number}) ${where} → ${problem} (${count} case${count === 1 ? '' : 's'}; first: ${fuzzCase.mutation})`,
    ...(routes.length > 1 ? [`   routes:   ${clip(routes.join(', '), 300)}`] : []),
    ...(cause ? [`   cause:    ${cause.message}${cause.where ? ` ${cause.where}` : ''}`] : []),
    `   request:  ${fuzzCase.method} ${clip(printable(fuzzCase.url), 300)} as ${fuzzCase.identity}`,
    ...(Object.keys(headers).length ? [`   headers:  ${clip(JSON.stringify(headers), 300)}`] : []),
    ...(fuzzCase.payload !== undefined ? [`   body:     ${clip(printable(fuzzCase.payload), 300)}`] : []),
    answer
      ? `   answer:   ${answer.status} ${answer.headers['content-type'] ?? '(no content type)'} ${clip(printable(answer.body), 300) || '(empty body)'}`
      : '   answer:   none',
  ];
  return lines.join('\n');
}

/** Text with control characters and lone surrogates escaped (`\u0000`, `\ud800`), the rest as it is. */
function printable(payload: string | Buffer): string {
  const text = typeof payload === 'string' ? payload : `<bytes ${payload.toString('hex')}>`;
  return text.replace(
    /\p{Cc}|\p{Surrogate}/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}
