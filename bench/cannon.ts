import autocannon, { type Instance, type RequestOptions, type Result } from 'autocannon';

export const loadSettings = { connections: 50, warmUpSeconds: 2 } as const;

/** One endpoint's numbers, as printed and written to the JSON file. */
export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Requests without an answer: connection errors and timeouts (autocannon counts both here). */
  errors: number;
  /** The part of `errors` that waited longer than the 10 s timeout. */
  timeouts: number;
  statusCodes: Record<string, number>;
  totalRequests: number;
}

let current: Instance | undefined;

/** Stops a run in progress (Ctrl-C), so the process can exit without waiting for it. */
export function stopLoad(): void {
  current?.stop();
}

async function fire(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  requests?: RequestOptions[],
): Promise<Result> {
  current = autocannon({
    url,
    headers,
    requests,
    connections: loadSettings.connections,
    duration: seconds,
    timeout: 10,
  });
  try {
    return await current;
  } finally {
    current = undefined;
  }
}

/**
 * A warm-up run first, thrown away: it fills the server's JIT, connection pool and the
 * database's caches, which a long-running server has warm.
 */
export async function measure(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  requests?: RequestOptions[],
): Promise<Measurement> {
  await fire(url, loadSettings.warmUpSeconds, headers, requests);
  const result = await fire(url, seconds, headers, requests);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  return {
    // Completed requests over the run's length: the same as autocannon's 'Req/Sec' average.
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    totalRequests: result.requests.total,
  };
}

/**
 * A JSON POST whose path, session and body `next` picks afresh for every request (autocannon's
 * `setupRequest`), sent from this site's origin like the web app's writes.
 */
export function postEach(
  origin: string,
  next: () => { path: string; cookie: string; body: unknown },
): RequestOptions[] {
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const { path, cookie, body } = next();
        return {
          ...request,
          path,
          headers: { ...request.headers, cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
      },
    },
  ];
}
