// The part of autocannon's API the bench uses. autocannon ships no types, and the bench adds no
// devDependency beyond autocannon itself (so no @types/autocannon).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn; `setupRequest` may change one before it goes. */
    requests?: RequestOptions[];
  }

  export interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestOptions) => RequestOptions;
  }

  /** hdr-histogram-percentiles-obj: latency in ms, requests in requests per second. */
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Without a callback: an EventEmitter that is also a promise of the result. */
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
