import type { ErrorBody, ErrorCode } from '@/shared/errors';

/** A non-2xx answer from the API, carrying its user-facing message, any field errors and a 429's wait. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds from the `Retry-After` header of a 429, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` is either delay-seconds or an HTTP date; both become whole seconds from now. */
function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach ilii. Check your connection and try again.');
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  throw new ApiError(
    response.status,
    body?.error.code ?? 'INTERNAL',
    body?.error.message ?? response.statusText,
    body?.error.fields,
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/** POST a JSON body; the answer's type is the caller's contract. */
export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
}
