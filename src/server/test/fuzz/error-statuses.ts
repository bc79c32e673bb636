import type { FuzzCase } from './fuzz-case';
import type { OpenApiDocument } from './operations';

/**
 * The 4xx statuses each route answered during the fuzz, with the first case that got each, to
 * check that the OpenAPI document names every one of them for that operation.
 */
export class ErrorStatusLog {
  /** `METHOD /url` as registered → status → the first case that got it. */
  private readonly seen = new Map<string, Map<number, FuzzCase>>();

  add(route: string | undefined, status: number | 'none', fuzzCase: FuzzCase): void {
    if (!route || typeof status !== 'number' || status < 400 || status >= 500) return;
    const statuses = this.seen.get(route) ?? new Map<number, FuzzCase>();
    if (!statuses.has(status)) statuses.set(status, fuzzCase);
    this.seen.set(route, statuses);
  }

  /** How many routes answered some 4xx. */
  get routeCount(): number {
    return this.seen.size;
  }

  /** Each answered status the document leaves out of its operation (HEAD is its GET operation). */
  undocumented(document: OpenApiDocument): string[] {
    const problems: string[] = [];
    for (const [route, statuses] of this.seen) {
      const [method, url] = route.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[method === 'HEAD' ? 'get' : method.toLowerCase()];
      // Routes the document leaves out (pages, the API docs, the live socket, the dev mailbox).
      if (!operation) continue;
      for (const [status, fuzzCase] of statuses) {
        if (String(status) in (operation.responses ?? {})) continue;
        const example = `${fuzzCase.method} ${fuzzCase.url.slice(0, 120)} as ${fuzzCase.identity} (${fuzzCase.mutation})`;
        problems.push(`${route} answered ${status}, which its operation does not document; e.g. ${example}`);
      }
    }
    return problems.sort();
  }
}
