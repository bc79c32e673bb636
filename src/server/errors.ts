import { type ErrorCode, errorStatus } from '../shared/errors';

/** The one error class services throw; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: {
      userMessage: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      /** What went wrong underneath, for the log (never sent). */
      cause?: unknown;
    },
  ) {
    super(options.userMessage, { cause: options.cause });
    this.code = code;
    this.status = errorStatus[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
