import type { ErrorBody, ErrorCode } from '@/shared/errors';

/** A non-2xx answer from the API, carrying the spec's message and any field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
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
  );
}
