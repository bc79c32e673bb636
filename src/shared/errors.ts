/** One error table for the whole API: code → HTTP status. The wire shape is `ErrorBody`. */
export const errorStatus = {
  /** Not an error but an answer elsewhere: a merged request's or vent's lookups (`Location`). */
  MOVED: 301,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  REQUEST_LAUNCHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPGRADE_REQUIRED: 426,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const internalErrorMessage = 'Something went wrong on our side. Please try again.';
